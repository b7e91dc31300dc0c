import type { SupportAuditEntry, SupportUser } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportToolboxPage from "./SupportToolboxPage"

const support = aSupportUser()
const ID = "6f1c2f5e-1b2a-4c3d-9e8f-0a1b2c3d4e5f"

let user: SupportUser = {
  id: ID,
  email: "joanna@example.pl",
  name: "Joanna",
  surname: "Zielińska",
  type: "user",
  status: "active",
  created: Date.UTC(2026, 1, 1),
  last_sign_in: Date.UTC(2026, 1, 2),
  locked: false,
  active_sessions: 2,
  facilities: []
}
let trail: SupportAuditEntry[] = []
const calls: string[] = []

serveRecordedAnswers({
  ...sessionOf(support),
  // The page's partner apps (PartnerKeys.test.tsx): none here.
  "GET /api/v1/support/partners": () => ({ status: 200, body: [] }),
  // The page's maintenance switch (MaintenanceSwitch.test.tsx): off here.
  "GET /api/v1/maintenance": () => ({ status: 200, body: { on: false, since: null, message: null } }),
  "GET /api/v1/support/users": (request) =>
    new URL(request.url).searchParams.get("email") === user.email
      ? { status: 200, body: user }
      : { status: 404, body: { statusCode: 404, message: "", data: { error: { type: "error/account-not-found", msg: "ERROR_ACCOUNT_NOT_FOUND" } } } },
  "GET /api/v1/support/audit": () => ({
    status: 200,
    body: { itemsReceived: trail.length, curPage: 1, nextPage: null, prevPage: null, offset: 0, itemsTotal: trail.length, pageTotal: 1, items: trail }
  }),
  [`POST /api/v1/support/users/${ID}/end-sessions`]: () => {
    calls.push("end-sessions")
    user = { ...user, active_sessions: 0 }
    trail = [{ id: 1, at: Date.UTC(2026, 1, 3), actor: { id: support.id, email: support.email }, action: "user.end-sessions", facility_id: null, account_id: ID, before: null, after: null }]
    return { status: 200, body: user }
  }
})

beforeAll(() => startSignedIn(support))

describe("SupportToolboxPage (issue 18)", { timeout: 15_000 }, () => {
  it("looks an account up, ends its sessions only once confirmed, and shows the action in its audit trail", async () => {
    const { user: person } = renderWithProviders(<SupportToolboxPage />, { path: "/support/toolbox" })
    await person.type(await screen.findByTestId("toolbox-email"), "joanna@example.pl{Enter}")
    const card = await screen.findByTestId("toolbox-user")
    expect(card.textContent).toContain("Joanna Zielińska")
    expect(within(card).queryByTestId("toolbox-resend")).toBeNull()
    expect(within(card).queryByTestId("toolbox-unlock")).toBeNull()

    await person.click(within(card).getByTestId("toolbox-end-sessions"))
    expect(calls).toEqual([])
    // The confirmation takes the focus: Enter confirms from the keyboard.
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByTestId("toolbox-end-sessions-confirm")))
    await person.keyboard("{Enter}")
    await waitFor(() => expect(calls).toEqual(["end-sessions"]))
    await waitFor(() => expect(screen.getByTestId("toolbox-audit").textContent).toContain("Zakończono sesje"))
    expect(screen.queryByTestId("toolbox-end-sessions")).toBeNull()
  })

  it("says so when no account has the address", async () => {
    const { user: person } = renderWithProviders(<SupportToolboxPage />, { path: "/support/toolbox" })
    await person.type(await screen.findByTestId("toolbox-email"), "nikt@example.pl{Enter}")
    await screen.findByText("Nic nie znaleziono")
  })
})
