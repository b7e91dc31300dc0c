import { errorBody, type Tag } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, errorOf, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
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
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const body = (await request.json()) as Record<string, unknown>
    patches.push({ type: new URL(request.url).searchParams.get("type"), body })
    if (limitMet) return { status: 403, body: errorBody("ERROR_ACTION_LIMIT_MET") }
    return { status: 200, body: aFacility(body) }
  }
})

/** The amenities' chips, by the names the tags are shown with. */
const amenity = (name: "Parking" | "Własny ogród" | "Sportowe") => screen.getByRole<HTMLInputElement>("checkbox", { name })
const amenities = () => within(screen.getByTestId("amenities-form"))
const classes = () => within(screen.getByTestId("extra-classes-form"))
const twoAmenities = aFacility({ limits: { amenities: 2, amenities_edits_per_month: 1, description_chars: 1500, recruitment_description: 0 } })

beforeAll(startAsOwner)
beforeEach(() => {
  patches = []
  limitMet = false
})

describe("AmenitiesTab (management 2.4 Amenities and classes, 7, 9)", () => {
  it("does not tick more amenities than the package shows, then saves them alone with ?type=features", async () => {
    const { user } = renderOwnerTab(AmenitiesTab, { facility: twoAmenities })
    await screen.findByRole("checkbox", { name: "Sportowe" })
    for (const name of ["Parking", "Własny ogród", "Sportowe"] as const) await user.click(amenity(name))
    expect(amenity("Sportowe").checked).toBe(false)
    expect(screen.getByTestId("amenities-count").textContent).toBe("Wybrano 2 / 2")
    expect(within(screen.getByRole("group", { name: "Udogodnienia" })).getByText("Wybrano więcej udogodnień, niż pozwala pakiet")).toBeDefined()
    await user.click(amenity("Parking"))
    await user.click(amenity("Sportowe"))
    await user.click(amenities().getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(patches).toEqual([{ type: "features", body: { features: [tags[1]!.id, tags[2]!.id] } }]))
  })

  it("shows the month's allowance used up, as the server says it", async () => {
    limitMet = true
    const { user } = renderOwnerTab(AmenitiesTab, { facility: twoAmenities })
    await user.click(await screen.findByRole("checkbox", { name: "Parking" }))
    await user.click(amenities().getByRole("button", { name: "Zapisz" }))
    expect((await amenities().findByRole("alert")).textContent).toBe("Wykorzystano miesięczny limit tej czynności")
    expect(patches).toHaveLength(1)
  })

  it("with this month's edit used, says so before sending", async () => {
    const { user } = renderOwnerTab(AmenitiesTab, { facility: aFacility({ ...twoAmenities, amenities_edits_this_month: 1 }) })
    await user.click(await screen.findByRole("checkbox", { name: "Parking" }))
    expect(screen.getByTestId("amenities-edits-left").textContent).toBe("Pozostałe zmiany w tym miesiącu: 0")
    await user.click(amenities().getByRole("button", { name: "Zapisz" }))
    expect(await within(screen.getByRole("group", { name: "Udogodnienia" })).findByText("Wykorzystano miesięczny limit tej czynności")).toBeDefined()
    expect(patches).toEqual([])
  })

  it("says under an extra class's empty name that it is required, and sends nothing", async () => {
    const { user } = renderOwnerTab(AmenitiesTab)
    await user.click(await screen.findByRole("button", { name: "Dodaj zajęcia" }))
    await user.type(classes().getByLabelText("Opis zajęć"), "Dwa razy w tygodniu")
    await user.click(classes().getByRole("button", { name: "Zapisz" }))
    const name = () => classes().getByLabelText(/^Nazwa zajęć/)
    await waitFor(() => expect(name().getAttribute("aria-invalid")).toBe("true"))
    expect(errorOf(name())).toBe("Pole jest wymagane")
    expect(classes().queryByRole("alert")).toBeNull()
    expect(classes().queryByRole("status")).toBeNull()
    expect(patches).toEqual([])
  })

  it("adds an extra class and saves the classes without ?type", async () => {
    const { user } = renderOwnerTab(AmenitiesTab)
    await user.click(await screen.findByRole("button", { name: "Dodaj zajęcia" }))
    await user.type(classes().getByLabelText(/^Nazwa zajęć/), " Rytmika ")
    await user.type(classes().getByLabelText("Opis zajęć"), "Dwa razy w tygodniu")
    await user.click(classes().getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(patches).toEqual([{ type: null, body: { extra_classes: [{ name: "Rytmika", description: "Dwa razy w tygodniu" }] } }]))
  })
})
