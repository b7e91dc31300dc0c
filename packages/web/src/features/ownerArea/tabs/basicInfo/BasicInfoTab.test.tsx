import { errorBody } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, errorOf, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import BasicInfoTab from "./BasicInfoTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: Array<Record<string, unknown>> = []
let refuseTuition = false
serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    if (refuseTuition) return { status: 400, body: errorBody("ERROR_BAD_REQUEST", { tuition: ["TEXT_TOO_LONG"] }) }
    return { status: 200, body: aFacility(patch) }
  }
})

/** The weekdays' opening or closing hour (Saturday and Sunday have fields of the same names). */
const weekday = async (label: "Otwarcie" | "Zamknięcie") =>
  within(await screen.findByRole("group", { name: "Godziny otwarcia w dni powszednie" })).getByLabelText<HTMLInputElement>(label)
const save = () => screen.getByRole("button", { name: "Zapisz" })

beforeAll(startAsOwner)
beforeEach(() => {
  patches = []
  refuseTuition = false
})

describe("BasicInfoTab (management 2.4 Basic info, 2.11)", () => {
  it("shows the hours as HH:MM and saves a changed hour in minutes since midnight", async () => {
    const { user } = renderOwnerTab(BasicInfoTab)
    expect((await weekday("Otwarcie")).value).toBe("06:30")
    expect((await weekday("Zamknięcie")).value).toBe("17:30")
    await user.clear(await weekday("Zamknięcie"))
    await user.type(await weekday("Zamknięcie"), "18:00")
    await user.type(screen.getByLabelText("Czesne od (zł)"), "600")
    await user.click(save())
    await waitFor(() => expect(patches).toEqual([{ close_at: 1080, tuition_from: 600 }]))
  })

  it("keeps a closing hour before the opening one under its field, sends nothing, and clears it on click", async () => {
    const { user } = renderOwnerTab(BasicInfoTab)
    await user.clear(await weekday("Zamknięcie"))
    await user.type(await weekday("Zamknięcie"), "05:00")
    await user.click(save())
    await waitFor(async () => expect(errorOf(await weekday("Zamknięcie"))).not.toBeNull())
    expect(patches).toEqual([])
    await user.click(await weekday("Zamknięcie"))
    expect(errorOf(await weekday("Zamknięcie"))).toBeNull()
  })

  it("shows what the server refuses under the field it names", async () => {
    refuseTuition = true
    const { user } = renderOwnerTab(BasicInfoTab)
    await user.type(await screen.findByLabelText("Czesne"), "od 500 zł")
    await user.click(save())
    await waitFor(() => expect(errorOf(screen.getByLabelText("Czesne"))).not.toBeNull())
    expect(patches).toEqual([{ tuition: "od 500 zł" }])
  })
})
