import { managedFacilityKeys } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, errorOf, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import RecruitmentTab from "./RecruitmentTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: Array<Record<string, unknown>> = []
serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    return { status: 200, body: aFacility({ ...patch, vacancies_updated_at: Date.UTC(2026, 3, 2, 10) }) }
  }
})

const description = () => screen.getByLabelText<HTMLTextAreaElement>("Opis rekrutacji")
const save = () => screen.getByRole("button", { name: "Zapisz" })
const basicPackage = { limits: { recruitment_description: 0, description_chars: 1500, amenities: 5, amenities_edits_per_month: 1 } }

beforeAll(startAsOwner)
beforeEach(() => {
  patches = []
})

describe("RecruitmentTab (management 2.4 Recruitment, 9; vacancies per age group)", () => {
  it("saves free places per age group and shows the date they were updated on", async () => {
    const { user, queryClient, showAgain } = renderOwnerTab(RecruitmentTab)
    await user.type(await screen.findByLabelText("3-latki"), "4")
    expect(screen.getByText("Wolne miejsca nie były jeszcze podane.")).toBeDefined()
    await user.type(screen.getByLabelText("Żłobek (do 3 lat)"), "2")
    await user.click(save())
    await waitFor(() => expect(patches).toEqual([{ vacancies_by_age: [{ age_group: "nursery", places: 2 }, { age_group: "3", places: 4 }] }]))
    // The saved record becomes the area's: the shell renders the tab again over it, with its date.
    await waitFor(() => expect(queryClient.getQueryData<{ vacancies_updated_at: number }>(managedFacilityKeys.of(42))?.vacancies_updated_at).toBe(Date.UTC(2026, 3, 2, 10)))
    showAgain(aFacility({ vacancies_updated_at: Date.UTC(2026, 3, 2, 10) }))
    expect(await screen.findByText("Zaktualizowano 02.04.2026")).toBeDefined()
  })

  it("on the basic package leaves the description empty and closed, and refuses text already in it", async () => {
    const { user, showAgain } = renderOwnerTab(RecruitmentTab, { facility: aFacility(basicPackage) })
    expect((await screen.findByLabelText<HTMLTextAreaElement>("Opis rekrutacji")).disabled).toBe(true)
    // Text stored before a downgrade can be cleared, not changed.
    showAgain(aFacility({ ...basicPackage, recruitment_description: "Zapraszamy" }))
    await waitFor(() => expect(description().disabled).toBe(false))
    // Typed over the stored text (emptying the field first would close it).
    await user.type(description(), "Zapraszamy we wrześniu", { initialSelectionStart: 0, initialSelectionEnd: "Zapraszamy".length })
    expect(description().value).toBe("Zapraszamy we wrześniu")
    await user.click(save())
    await waitFor(() => expect(errorOf(description())).not.toBeNull())
    expect(patches).toEqual([])
  })
})
