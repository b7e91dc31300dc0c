import { errorBody, type FacilityMember } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { appSession } from "../../../../shared/session/appSession"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { errorOf, owner, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import ParentsTab from "./ParentsTab"
import TeachersTab from "./TeachersTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const parentId = "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d"
const teacherId = "9a8b7c6d-5e4f-4a3b-9c1d-0e1f2a3b4c5d"
const member = (overrides: Partial<FacilityMember>): FacilityMember => ({
  account_id: parentId,
  name: "Halina",
  surname: "Wiśniewska",
  email: "halina@example.pl",
  avatar: null,
  role: "parent",
  status: "pending",
  permissions: [],
  created_at: Date.UTC(2026, 2, 1, 9),
  decided_at: null,
  ...overrides
})

let members: FacilityMember[] = []
let requests: Array<{ key: string; body: unknown }> = []
const record = async (key: string, request: Request) => requests.push({ key, body: request.method === "GET" ? null : await request.json() })
serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/members": () => ({ status: 200, body: members }),
  [`PATCH /api/facility/list/przedszkole-sloneczko-krakow/members/${parentId}`]: async (request) => {
    await record("decide", request)
    return { status: 200, body: { ...members[0]!, status: "accepted", decided_at: Date.UTC(2026, 2, 2) } }
  },
  "POST /api/facility/list/przedszkole-sloneczko-krakow/members/invite": async (request) => {
    await record("invite", request)
    return { status: 204 }
  },
  [`PATCH /api/facility/list/przedszkole-sloneczko-krakow/members/${teacherId}/permissions`]: async (request) => {
    await record("permissions", request)
    return { status: 200, body: { ...members[0]!, permissions: ["facility-publications/write"] } }
  },
  "POST /api/facility/list/przedszkole-sloneczko-krakow/ownership/transfer": async (request) => {
    const body = (await request.json()) as { password: string }
    requests.push({ key: "transfer", body })
    const { password } = body
    return password === "Właściwe-Hasło-1"
      ? { status: 200, body: { ...owner, perms: { "42": [] }, facilities: [] } }
      : { status: 401, body: errorBody("ERROR_BAD_PASSWORD") }
  }
})

const statusTone = () => screen.getByTestId("member-status").getAttribute("data-tone")

beforeAll(startAsOwner)
beforeEach(() => {
  requests = []
})

describe("ParentsTab (management 2.4 parents, 4)", () => {
  it("confirms a waiting parent, whose status turns to confirmed", async () => {
    members = [member({}), member({ account_id: teacherId, role: "teacher", status: "accepted" })]
    const { user } = renderOwnerTab(ParentsTab)
    // Waiting shows in orange (spec 4: confirmed green, waiting orange, rejected red).
    await waitFor(() => expect(statusTone()).toBe("orange"))
    expect(screen.getAllByTestId("member")).toHaveLength(1)
    await user.click(screen.getByRole("button", { name: "Potwierdź" }))
    await waitFor(() => expect(statusTone()).toBe("green"))
    expect(requests).toEqual([{ key: "decide", body: { status: "accepted" } }])
    expect(screen.queryByRole("button", { name: "Potwierdź" })).toBeNull()
  })

  it("invites by e-mail, sent lowercased, and empties the field for the next one", async () => {
    members = []
    const { user } = renderOwnerTab(ParentsTab)
    const email = () => screen.getByLabelText<HTMLInputElement>(/^Adres e-mail/)
    await user.type(await screen.findByLabelText(/^Adres e-mail/), "nie-adres")
    await user.click(screen.getByRole("button", { name: "Wyślij zaproszenie" }))
    await waitFor(() => expect(errorOf(email())).toBe("Nieprawidłowy adres e-mail"))
    await user.clear(email())
    await user.type(email(), " Rodzic@Example.PL ")
    await user.click(screen.getByRole("button", { name: "Wyślij zaproszenie" }))
    await waitFor(() => expect(requests).toEqual([{ key: "invite", body: { email: "rodzic@example.pl", role: "parent" } }]))
    await waitFor(() => expect(email().value).toBe(""))
  })
})

describe("TeachersTab (management 2.4 teachers, 4, 6)", () => {
  it("makes an accepted teacher a moderator", async () => {
    members = [member({ account_id: teacherId, role: "teacher", status: "accepted", name: "Ewa", surname: "Lis" })]
    const { user } = renderOwnerTab(TeachersTab)
    const toggle = () => screen.getByRole<HTMLInputElement>("switch", { name: "Moderator stron placówki" })
    expect((await screen.findByRole<HTMLInputElement>("switch", { name: "Moderator stron placówki" })).checked).toBe(false)
    await user.click(toggle())
    await waitFor(() => expect(toggle().checked).toBe(true))
    expect(requests).toEqual([{ key: "permissions", body: { moderator: true } }])
  })

  it("transfers ownership only with the owner's password: a wrong one is said under the field", async () => {
    members = [member({ account_id: teacherId, role: "teacher", status: "accepted", name: "Ewa", surname: "Lis" })]
    const { user } = renderOwnerTab(TeachersTab)
    await user.click(await screen.findByRole("button", { name: "Przekaż własność" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Przekaż własność" }))
    const password = () => dialog.getByLabelText<HTMLInputElement>(/^Twoje hasło/)
    const submit = () => user.click(dialog.getByRole("button", { name: "Przekaż nieodwracalnie" }))
    await submit()
    await waitFor(() => expect(errorOf(password())).toBe("Pole jest wymagane"))
    expect(requests).toEqual([])
    await user.type(password(), "złe-hasło")
    await submit()
    await waitFor(() => expect(password().getAttribute("aria-invalid")).toBe("true"))
    expect(appSession.actor.getSnapshot().context.user?.perms).toEqual(owner.perms)
    await user.clear(password())
    await user.type(password(), "Właściwe-Hasło-1")
    await submit()
    await waitFor(() => expect(appSession.actor.getSnapshot().context.user?.perms).toEqual({ "42": [] }))
    expect(requests.map((request) => request.body)).toEqual([
      { account_id: teacherId, password: "złe-hasło" },
      { account_id: teacherId, password: "Właściwe-Hasło-1" }
    ])
  })
})
