import type { Application } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import ApplicationsTab from "./ApplicationsTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const application: Application = {
  id: 3,
  facility_id: 42,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko-krakow",
  parent_name: "Halina",
  parent_surname: "Wiśniewska",
  parent_phone: "600100200",
  address: "ul. Krótka 3, Kraków",
  child_name: "Zosia",
  child_surname: "Wiśniewska",
  child_birth_date: "2023-04-12",
  status: "new",
  created_at: Date.UTC(2026, 2, 1),
  status_changed_at: null
}
const moves: unknown[] = []
serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/applications": () => ({ status: 200, body: [application] }),
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow/applications/3": async (request) => {
    const body = (await request.json()) as { status: Application["status"] }
    moves.push(body)
    return { status: 200, body: { ...application, status: body.status, status_changed_at: Date.UTC(2026, 2, 2) } }
  }
})

const status = () => screen.getByTestId("received-application").getAttribute("data-status")
const offered = () => screen.getAllByRole("button").map((button) => button.textContent)

beforeAll(startAsOwner)

describe("ApplicationsTab (management 2.4; spec 2.9)", () => {
  it("moves a new application to contacted, then offers the waiting list and the decisions", async () => {
    const { user } = renderOwnerTab(ApplicationsTab)
    await screen.findByText("Zosia Wiśniewska")
    expect(status()).toBe("new")
    expect(screen.getByTestId("application-status").textContent).toBe("Nowe")
    expect(offered()).toEqual(["Skontaktowano się", "Na listę oczekujących", "Przyjmij", "Odrzuć"])
    await user.click(screen.getByRole("button", { name: "Skontaktowano się" }))
    await waitFor(() => expect(status()).toBe("contacted"))
    expect(moves).toEqual([{ status: "contacted" }])
    expect(offered()).toEqual(["Na listę oczekujących", "Przyjmij", "Odrzuć"])
  })
})
