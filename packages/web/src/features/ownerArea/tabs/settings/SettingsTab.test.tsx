import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, click, ownerSession, renderTab, signInOwner } from "../ownerTabTesting"
import SettingsTab from "./SettingsTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: unknown[] = []
const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/42": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    return { status: 200, body: aFacility(patch) }
  }
})

const mounted = mountTestRoot()
const form = () => mounted.container.querySelector<HTMLFormElement>("form")!
const switches = () => [...mounted.container.querySelectorAll<HTMLInputElement>('input[role="switch"]')]
const submit = () => act(async () => form().requestSubmit())

beforeAll(signInOwner)
beforeEach(() => {
  patches = []
  toasts.success.mockClear()
})

describe("SettingsTab (management 2.4 Settings, 5)", () => {
  it("says 'No changes to save.' and sends nothing when nothing changed", async () => {
    await renderTab(mounted, SettingsTab)
    await until(() => expect(switches()).toHaveLength(3))
    const before = requests.length
    await submit()
    await until(() => expect(mounted.container.querySelector('[data-testid="form-message"]')?.textContent).toBe("Brak zmian do zapisania."))
    expect(requests.slice(before).filter((request) => request.startsWith("PATCH"))).toEqual([])
  })

  it("saves only the switch turned off, with the success toast, and opens over what was saved", async () => {
    await renderTab(mounted, SettingsTab)
    await until(() => expect(switches()).toHaveLength(3))
    expect(switches().map((input) => input.checked)).toEqual([true, true, true])
    await click(switches()[1]!)
    await submit()
    await until(() => expect(patches).toEqual([{ notify_new_questions: false }]))
    await until(() => expect(toasts.success).toHaveBeenCalledWith("Zmiany zostały zapisane!"))
  })
})
