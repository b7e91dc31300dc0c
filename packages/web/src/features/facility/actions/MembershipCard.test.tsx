import type { Membership } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { MembershipCard } from "./MembershipCard"

const user = aSignedInUser()

const membership = (overrides: Partial<Membership>): Membership => ({
  facility_id: 42,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko",
  facility_city: "Kraków",
  role: "parent",
  status: "pending",
  permissions: [],
  created_at: Date.UTC(2026, 2, 2),
  decided_at: null,
  ...overrides
})

let mine: Membership[] = []
const calls: Array<{ readonly method: string; readonly body: unknown }> = []
serveRecordedAnswers({
  ...sessionOf(user),
  "GET /api/v1/membership/mine": () => ({ status: 200, body: mine }),
  "POST /api/facility/list/42/membership": async (request) => {
    const body = (await request.json()) as { role: Membership["role"] }
    calls.push({ method: "POST", body })
    mine = [membership({ role: body.role })]
    return { status: 201, body: mine[0] }
  },
  "DELETE /api/facility/list/42/membership": () => {
    calls.push({ method: "DELETE", body: null })
    mine = []
    return { status: 204 }
  }
})

const open = () =>
  renderWithProviders(
    <MembershipCard facility={{ id: 42, slug: null }} requestedRole={null} onRequestHandled={() => undefined} onLoginRequired={() => undefined} />
  )

beforeAll(() => startSignedIn(user))

afterEach(() => {
  mine = []
  calls.length = 0
})

describe("MembershipCard (spec 4.5)", () => {
  it.each([
    ["pending", "Czeka na weryfikację", "orange"],
    ["accepted", "Potwierdzono", "green"],
    ["rejected", "Odrzucono", "red"]
  ] as const)("shows a %s membership as '%s' in %s, never the raw value", async (status, label, tone) => {
    mine = [membership({ status })]
    open()
    const pill = await screen.findByTestId("membership-status")
    await waitFor(() => expect(pill.textContent).toBe(label))
    expect(pill.getAttribute("data-tone")).toBe(tone)
    expect(screen.getByTestId("membership").textContent).not.toContain(status)
  })

  it("subscribes as a teacher, who then waits in orange and may leave the facility after confirming", async () => {
    const { user } = open()
    await user.click(await screen.findByRole("button", { name: "Dołącz jako nauczyciel" }))
    await waitFor(() => expect(screen.getByTestId("membership-status").getAttribute("data-tone")).toBe("orange"))
    expect(calls).toEqual([{ method: "POST", body: { role: "teacher" } }])
    expect(screen.getByTestId("membership").textContent).toContain("Nauczyciel")

    await user.click(screen.getByTestId("membership-resign"))
    const dialog = await screen.findByRole("dialog")
    await waitFor(() => expect(dialog.textContent).toContain("Opuścić placówkę?"))
    // Nothing is sent before the person confirms.
    expect(calls).toHaveLength(1)
    await user.click(within(dialog).getByRole("button", { name: "Opuść placówkę" }))
    await screen.findByRole("button", { name: "Dołącz jako rodzic" })
    expect(calls.at(-1)).toEqual({ method: "DELETE", body: null })
    expect(screen.getByRole("button", { name: "Dołącz jako nauczyciel" })).toBeDefined()
  })

  it("takes a teacher the owner made a moderator to their News screen, and no other member (management 1)", async () => {
    mine = [membership({ role: "teacher", status: "accepted", permissions: ["facility-publications/write"] })]
    const { unmount } = open()
    const link = await screen.findByRole("link", { name: "Dodawaj aktualności placówki" })
    expect(link.getAttribute("href")).toBe("/user_facility/42/publications")
    unmount()
    for (const other of [
      membership({ role: "teacher", status: "accepted", permissions: [] }),
      membership({ role: "teacher", status: "pending", permissions: ["facility-publications/write"] }),
      membership({ role: "parent", status: "accepted", permissions: ["facility-publications/write"] })
    ]) {
      mine = [other]
      const shown = open()
      await screen.findByTestId("membership-status")
      expect(screen.queryByTestId("membership-news")).toBeNull()
      shown.unmount()
    }
  })
})
