import { screen, waitFor } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import SettingsTab from "./SettingsTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: unknown[] = []
const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    return { status: 200, body: aFacility(patch) }
  }
})

const save = () => screen.getByRole("button", { name: "Zapisz" })

beforeAll(startAsOwner)
beforeEach(() => {
  patches = []
  toasts.success.mockClear()
})

describe("SettingsTab (management 2.4 Settings, 5)", () => {
  it("says 'No changes to save.' and sends nothing when nothing changed", async () => {
    const { user } = renderOwnerTab(SettingsTab)
    expect(await screen.findAllByRole("switch")).toHaveLength(3)
    const before = requests.length
    await user.click(save())
    expect((await screen.findByRole("status")).textContent).toBe("Brak zmian do zapisania.")
    expect(requests.slice(before).filter((request) => request.startsWith("PATCH"))).toEqual([])
  })

  it("saves only the switch turned off, with the success toast, and opens over what was saved", async () => {
    const { user } = renderOwnerTab(SettingsTab)
    expect((await screen.findAllByRole("switch")).map((toggle) => (toggle as HTMLInputElement).checked)).toEqual([true, true, true])
    await user.click(screen.getByRole("switch", { name: "Powiadomienia e-mail o nowych pytaniach" }))
    await user.click(save())
    await waitFor(() => expect(patches).toEqual([{ notify_new_questions: false }]))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Zmiany zostały zapisane!"))
  })
})
