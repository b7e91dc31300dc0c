import { errorBody, type FacilityMember } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { sessionActor } from "../../../../shared/auth/session"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { click, owner, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
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

const mounted = mountTestRoot()
const byTestId = (id: string) => mounted.container.querySelector(`[data-testid="${id}"]`)

beforeAll(signInOwner)
beforeEach(() => {
  requests = []
})

describe("ParentsTab (management 2.4 parents, 4)", () => {
  it("confirms a waiting parent, whose status turns to confirmed", async () => {
    members = [member({}), member({ account_id: teacherId, role: "teacher", status: "accepted" })]
    await renderTab(mounted, ParentsTab)
    // Waiting shows in orange (spec 4: confirmed green, waiting orange, rejected red).
    await until(() => expect(byTestId("member-status")?.getAttribute("data-tone")).toBe("orange"))
    expect(mounted.container.querySelectorAll('[data-testid="member"]')).toHaveLength(1)
    await click(byTestId("member-confirm"))
    await until(() => expect(byTestId("member-status")?.getAttribute("data-tone")).toBe("green"))
    expect(requests).toEqual([{ key: "decide", body: { status: "accepted" } }])
    expect(byTestId("member-confirm")).toBeNull()
  })

  it("invites by e-mail, sent lowercased, and empties the field for the next one", async () => {
    members = []
    await renderTab(mounted, ParentsTab)
    const email = () => mounted.container.querySelector<HTMLInputElement>('input[name="email"]')!
    await until(() => expect(email()).not.toBeNull())
    await typeInto(email(), "nie-adres")
    await act(async () => mounted.container.querySelector("form")!.requestSubmit())
    await until(() => expect(mounted.container.querySelector(".field__error")?.textContent).toBe("Nieprawidłowy adres e-mail"))
    await typeInto(email(), " Rodzic@Example.PL ")
    await act(async () => mounted.container.querySelector("form")!.requestSubmit())
    await until(() => expect(requests).toEqual([{ key: "invite", body: { email: "rodzic@example.pl", role: "parent" } }]))
    await until(() => expect(email().value).toBe(""))
  })
})

describe("TeachersTab (management 2.4 teachers, 4, 6)", () => {
  it("makes an accepted teacher a moderator", async () => {
    members = [member({ account_id: teacherId, role: "teacher", status: "accepted", name: "Ewa", surname: "Lis" })]
    await renderTab(mounted, TeachersTab)
    const toggle = () => mounted.container.querySelector<HTMLInputElement>('input[role="switch"]')!
    await until(() => expect(toggle().checked).toBe(false))
    await click(toggle())
    await until(() => expect(toggle().checked).toBe(true))
    expect(requests).toEqual([{ key: "permissions", body: { moderator: true } }])
  })

  it("transfers ownership only with the owner's password: a wrong one is said under the field", async () => {
    members = [member({ account_id: teacherId, role: "teacher", status: "accepted", name: "Ewa", surname: "Lis" })]
    await renderTab(mounted, TeachersTab)
    await until(() => expect(byTestId("transfer-ownership")).not.toBeNull())
    await click(byTestId("transfer-ownership"))
    const password = () => document.querySelector<HTMLInputElement>('.dialog input[name="password"]')!
    const submit = () => act(async () => document.querySelector<HTMLFormElement>(".dialog form")!.requestSubmit())
    await until(() => expect(password()).not.toBeNull())
    await submit()
    await until(() => expect(document.querySelector(".dialog .field__error")?.textContent).toBe("Pole jest wymagane"))
    expect(requests).toEqual([])
    await typeInto(password(), "złe-hasło")
    await submit()
    await until(() => expect(password().getAttribute("aria-invalid")).toBe("true"))
    expect(sessionActor.getSnapshot().context.user?.perms).toEqual(owner.perms)
    await typeInto(password(), "Właściwe-Hasło-1")
    await submit()
    await until(() => expect(sessionActor.getSnapshot().context.user?.perms).toEqual({ "42": [] }))
    expect(requests.map((request) => request.body)).toEqual([
      { account_id: teacherId, password: "złe-hasło" },
      { account_id: teacherId, password: "Właściwe-Hasło-1" }
    ])
  })
})
