import { managedFacilityKeys } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
import RecruitmentTab from "./RecruitmentTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: Array<Record<string, unknown>> = []
serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/42": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    return { status: 200, body: aFacility({ ...patch, vacancies_updated_at: Date.UTC(2026, 3, 2, 10) }) }
  }
})

const mounted = mountTestRoot()
const field = (name: string) => mounted.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
const submit = () => act(async () => mounted.container.querySelector<HTMLFormElement>("form")!.requestSubmit())
const basicPackage = { limits: { recruitment_description: 0, description_chars: 1500, amenities: 5, amenities_edits_per_month: 1 } }

beforeAll(signInOwner)
beforeEach(() => {
  patches = []
})

describe("RecruitmentTab (management 2.4 Recruitment, 9; vacancies per age group)", () => {
  it("saves free places per age group and shows the date they were updated on", async () => {
    const client = await renderTab(mounted, RecruitmentTab)
    await until(() => expect(field("places_3")).not.toBeNull())
    expect(mounted.container.querySelector('[data-testid="vacancies-updated"]')?.textContent).toBe("Wolne miejsca nie były jeszcze podane.")
    await typeInto(field("places_3"), "4")
    await typeInto(field("places_nursery"), "2")
    await submit()
    await until(() => expect(patches).toEqual([{ vacancies_by_age: [{ age_group: "nursery", places: 2 }, { age_group: "3", places: 4 }] }]))
    // The saved record becomes the area's: the shell renders the tab again over it, with its date.
    await until(() => expect(client.getQueryData<{ vacancies_updated_at: number }>(managedFacilityKeys.of(42))?.vacancies_updated_at).toBe(Date.UTC(2026, 3, 2, 10)))
    await renderTab(mounted, RecruitmentTab, { facility: aFacility({ vacancies_updated_at: Date.UTC(2026, 3, 2, 10) }) })
    await until(() => expect(mounted.container.querySelector('[data-testid="vacancies-updated"]')?.textContent).toBe("Zaktualizowano 02.04.2026"))
  })

  it("on the basic package leaves the description empty and closed, and refuses text already in it", async () => {
    await renderTab(mounted, RecruitmentTab, { facility: aFacility(basicPackage) })
    await until(() => expect(field("recruitment_description")).not.toBeNull())
    expect(field("recruitment_description").disabled).toBe(true)
    // Text stored before a downgrade can be cleared, not changed.
    await renderTab(mounted, RecruitmentTab, { facility: aFacility({ ...basicPackage, recruitment_description: "Zapraszamy" }) })
    await until(() => expect(field("recruitment_description").disabled).toBe(false))
    await typeInto(field("recruitment_description"), "Zapraszamy we wrześniu")
    await submit()
    await until(() => expect(field("recruitment_description").closest(".field")?.querySelector(".field__error")).not.toBeNull())
    expect(patches).toEqual([])
  })
})
