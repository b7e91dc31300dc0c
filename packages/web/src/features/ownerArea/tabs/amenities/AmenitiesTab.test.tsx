import { errorBody, type Tag } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, click, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
import AmenitiesTab from "./AmenitiesTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const tag = (key: string, icon: string | null, n: number): Tag => ({
  id: `6f1c2a3b-4d5e-4f60-8a7b-00000000000${n}`,
  key, type: "features", display: `TAG_FEATURE_${key.toUpperCase()}`, param: key, icon, created_at: 0, created_at_display: "01.01.2024 - 00:00"
})
const tags = [tag("parking", null, 1), tag("own_garden", "local_florist", 2), tag("sport", "directions_run", 3)]

let patches: Array<{ type: string | null; body: Record<string, unknown> }> = []
let limitMet = false
serveRecordedAnswers({
  ...ownerSession,
  "GET /api/v1/tag": () => ({ status: 200, body: tags }),
  "PATCH /api/facility/list/42": async (request) => {
    const body = (await request.json()) as Record<string, unknown>
    patches.push({ type: new URL(request.url).searchParams.get("type"), body })
    if (limitMet) return { status: 403, body: errorBody("ERROR_ACTION_LIMIT_MET") }
    return { status: 200, body: aFacility(body) }
  }
})

const mounted = mountTestRoot()
const amenity = (key: string) => mounted.container.querySelector<HTMLInputElement>(`[data-testid="amenity-${key}"]`)
const amenitiesForm = () => mounted.container.querySelector<HTMLFormElement>('[data-testid="amenities-form"]')!.closest("form")!
const classesForm = () => mounted.container.querySelector<HTMLFormElement>('[data-testid="extra-classes-form"]')!.closest("form")!
const twoAmenities = aFacility({ limits: { amenities: 2, amenities_edits_per_month: 1, description_chars: 1500, recruitment_description: 0 } })

beforeAll(signInOwner)
beforeEach(() => {
  patches = []
  limitMet = false
})

describe("AmenitiesTab (management 2.4 Amenities and classes, 7, 9)", () => {
  it("does not tick more amenities than the package shows, then saves them alone with ?type=features", async () => {
    await renderTab(mounted, AmenitiesTab, { facility: twoAmenities })
    await until(() => expect(amenity("sport")).not.toBeNull())
    for (const key of ["parking", "own_garden", "sport"]) await click(amenity(key))
    expect(amenity("sport")?.checked).toBe(false)
    expect(mounted.container.querySelector('[data-testid="amenities-count"]')?.textContent).toBe("Wybrano 2 / 2")
    expect(amenitiesForm().querySelector(".field__error")?.textContent).toBe("Wybrano więcej udogodnień, niż pozwala pakiet")
    await click(amenity("parking"))
    await click(amenity("sport"))
    await act(async () => amenitiesForm().requestSubmit())
    await until(() => expect(patches).toEqual([{ type: "features", body: { features: [tags[1]!.id, tags[2]!.id] } }]))
  })

  it("shows the month's allowance used up, as the server says it", async () => {
    limitMet = true
    await renderTab(mounted, AmenitiesTab, { facility: twoAmenities })
    await until(() => expect(amenity("parking")).not.toBeNull())
    await click(amenity("parking"))
    await act(async () => amenitiesForm().requestSubmit())
    await until(() => expect(amenitiesForm().querySelector('[data-testid="form-message"]')?.textContent).toBe("Wykorzystano miesięczny limit tej czynności"))
  })

  it("with this month's edit used, says so before sending", async () => {
    await renderTab(mounted, AmenitiesTab, { facility: aFacility({ ...twoAmenities, amenities_edits_this_month: 1 }) })
    await until(() => expect(amenity("parking")).not.toBeNull())
    expect(mounted.container.querySelector('[data-testid="amenities-edits-left"]')?.textContent).toBe("Pozostałe zmiany w tym miesiącu: 0")
    await click(amenity("parking"))
    await act(async () => amenitiesForm().requestSubmit())
    await until(() => expect(amenitiesForm().querySelector(".field__error")?.textContent).toBe("Wykorzystano miesięczny limit tej czynności"))
    expect(patches).toEqual([])
  })

  it("says under an extra class's empty name that it is required, and sends nothing", async () => {
    await renderTab(mounted, AmenitiesTab)
    await until(() => expect(mounted.container.querySelector('[data-testid="add-extra-class"]')).not.toBeNull())
    await click(mounted.container.querySelector('[data-testid="add-extra-class"]'))
    await typeInto(classesForm().querySelector<HTMLTextAreaElement>('textarea[name="extra_class_description_0"]')!, "Dwa razy w tygodniu")
    await act(async () => classesForm().requestSubmit())
    const name = () => classesForm().querySelector<HTMLInputElement>('input[name="extra_class_name_0"]')!
    await until(() => expect(name().getAttribute("aria-invalid")).toBe("true"))
    expect(name().closest(".field")?.querySelector(".field__error")?.textContent).toBe("Pole jest wymagane")
    expect(classesForm().querySelector('[data-testid="form-message"]')).toBeNull()
    expect(patches).toEqual([])
  })

  it("adds an extra class and saves the classes without ?type", async () => {
    await renderTab(mounted, AmenitiesTab)
    await until(() => expect(mounted.container.querySelector('[data-testid="add-extra-class"]')).not.toBeNull())
    await click(mounted.container.querySelector('[data-testid="add-extra-class"]'))
    await typeInto(classesForm().querySelector<HTMLInputElement>('input[name="extra_class_name_0"]')!, " Rytmika ")
    await typeInto(classesForm().querySelector<HTMLTextAreaElement>('textarea[name="extra_class_description_0"]')!, "Dwa razy w tygodniu")
    await act(async () => classesForm().requestSubmit())
    await until(() => expect(patches).toEqual([{ type: null, body: { extra_classes: [{ name: "Rytmika", description: "Dwa razy w tygodniu" }] } }]))
  })
})
