import type { Application } from "@pociecha/core"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { click, ownerSession, renderTab, signInOwner } from "../ownerTabTesting"
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

const mounted = mountTestRoot()
const byTestId = (id: string) => mounted.container.querySelector(`[data-testid="${id}"]`)

beforeAll(signInOwner)

describe("ApplicationsTab (management 2.4; spec 2.9)", () => {
  it("moves a new application to contacted, then offers only the decisions", async () => {
    await renderTab(mounted, ApplicationsTab)
    await until(() => expect(byTestId("received-application")?.getAttribute("data-status")).toBe("new"))
    expect(byTestId("application-to-new")).toBeNull()
    await click(byTestId("application-to-contacted"))
    await until(() => expect(byTestId("received-application")?.getAttribute("data-status")).toBe("contacted"))
    expect(moves).toEqual([{ status: "contacted" }])
    expect(byTestId("application-to-contacted")).toBeNull()
    expect(byTestId("application-to-accepted")).not.toBeNull()
    expect(byTestId("application-to-declined")).not.toBeNull()
  })
})
