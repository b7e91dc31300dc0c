import { errorBody } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
import BasicInfoTab from "./BasicInfoTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: Array<Record<string, unknown>> = []
let refuseTuition = false
serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/42": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    if (refuseTuition) return { status: 400, body: errorBody("ERROR_BAD_REQUEST", { tuition: ["TEXT_TOO_LONG"] }) }
    return { status: 200, body: aFacility(patch) }
  }
})

const mounted = mountTestRoot()
const input = (name: string) => mounted.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const errorUnder = (name: string) => input(name).closest(".field")?.querySelector(".field__error")?.textContent ?? null
const submit = () => act(async () => mounted.container.querySelector<HTMLFormElement>("form")!.requestSubmit())

beforeAll(signInOwner)
beforeEach(() => {
  patches = []
  refuseTuition = false
})

describe("BasicInfoTab (management 2.4 Basic info, 2.11)", () => {
  it("shows the hours as HH:MM and saves a changed hour in minutes since midnight", async () => {
    await renderTab(mounted, BasicInfoTab)
    await until(() => expect(input("open_at").value).toBe("06:30"))
    expect(input("close_at").value).toBe("17:30")
    await typeInto(input("close_at"), "18:00")
    await typeInto(input("tuition_from"), "600")
    await submit()
    await until(() => expect(patches).toEqual([{ close_at: 1080, tuition_from: 600 }]))
  })

  it("keeps a closing hour before the opening one under its field, sends nothing, and clears it on click", async () => {
    await renderTab(mounted, BasicInfoTab)
    await until(() => expect(input("close_at")).not.toBeNull())
    await typeInto(input("close_at"), "05:00")
    await submit()
    await until(() => expect(errorUnder("close_at")).not.toBeNull())
    expect(patches).toEqual([])
    await act(async () => input("close_at").click())
    expect(errorUnder("close_at")).toBeNull()
  })

  it("shows what the server refuses under the field it names", async () => {
    refuseTuition = true
    await renderTab(mounted, BasicInfoTab)
    await until(() => expect(input("tuition")).not.toBeNull())
    await typeInto(input("tuition"), "od 500 zł")
    await submit()
    await until(() => expect(errorUnder("tuition")).not.toBeNull())
    expect(patches).toEqual([{ tuition: "od 500 zł" }])
  })
})
