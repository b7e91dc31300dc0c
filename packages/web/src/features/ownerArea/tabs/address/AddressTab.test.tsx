import { errorBody, type City, type GeoSearchPayload } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, errorOf, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import AddressTab from "./AddressTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let patches: Array<Record<string, unknown>> = []
let lookups: string[] = []
let found: { lat: number; lng: number } | null = null
let logoRemovals = 0
let refusal: Record<string, Array<string>> | null = null

/** A place as the city search finds it; the box's middle is its centre. */
const place = (kind: City["kind"], id: number, name: string, town: string, county: string, box: City["boundingbox"]): City => ({
  kind, id, name, key: `${town}-${id}`, param: town, voivodeship: "małopolskie", voivodeship_param: "malopolskie", county,
  district_param: kind === "district" ? `d-${id}` : null, display_name: name, city_cache: null, boundingbox: box, mobileBoundingbox: box, importance: 0.5
})
const wieliczka = place("city", 7, "Wieliczka", "wieliczka", "wielicki", [49.97, 50.01, 20.04, 20.08])
/** What the city search finds for each text: towns and districts, some of other towns. */
const places: Record<string, Array<City>> = {
  Wiel: [wieliczka, place("district", 30, "Wielicka", "krakow", "Kraków", [50.0, 50.02, 19.98, 20.0])],
  Zaci: [place("district", 31, "Zacisze", "wieliczka", "wielicki", [49.98, 49.99, 20.05, 20.06]),
    place("district", 32, "Zacisze", "warszawa", "Warszawa", [52.26, 52.28, 21.04, 21.06])]
}
const served = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/v1/tag": () => ({ status: 200, body: [] }),
  "GET /api/v1/geocode": (request) => {
    lookups.push(new URL(request.url).searchParams.get("q") ?? "")
    return found === null ? { status: 404, body: errorBody("ERROR_NOT_FOUND") } : { status: 200, body: found }
  },
  "POST /api/geo-search": async (request) => {
    const { query } = (await request.json()) as GeoSearchPayload
    return { status: 200, body: { city: places[query] ?? [], facility: [] } }
  },
  "DELETE /api/facility/list/przedszkole-sloneczko-krakow/logo": () => {
    logoRemovals++
    return { status: 200, body: { avatar: null } }
  },
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    if (refusal !== null) return { status: 400, body: errorBody("ERROR_BAD_REQUEST", refusal) }
    return { status: 200, body: aFacility(patch as never) }
  }
})

/** A text field of the form, by its label. */
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
/** Puts `text` in place of what the field of `label` holds, pasted at once (typing key by key re-renders the long form each time). */
async function replaceText(user: UserEvent, label: string, text: string) {
  await user.clear(input(label))
  await user.paste(text)
}
/** Opens the search of the place field `label` and pastes `text` in its box, so the search runs once, for the whole text. */
async function searchPlace(user: UserEvent, label: "Miejscowość" | "Dzielnica", text: string) {
  await user.click(placeField(label).getByRole("button", { name: "Zmień" }))
  await user.click(screen.getByLabelText(label))
  await user.paste(text)
}
/** The town or the district as chosen: the read-only field the place field shows while not searching. */
const chosen = (label: "Miejscowość" | "Dzielnica") => screen.getByLabelText<HTMLInputElement>(label)
/** The place field of `label` while not searching: its chosen place and its buttons (change, clear). */
const placeField = (label: "Miejscowość" | "Dzielnica") => within(chosen(label).parentElement!)
const locationValue = () => screen.getByTestId("location-value").textContent
/** What the search of the place field `label` offers: the buttons of the list its search box controls. */
const options = (label: "Miejscowość" | "Dzielnica") => {
  const list = document.getElementById(screen.getByLabelText(label).getAttribute("aria-controls")!)!
  return within(list).queryAllByRole("button").map((option) => option.textContent)
}
/** Searches the place field of `label` for `text` and chooses the place offered as `offered`. */
async function choosePlace(user: UserEvent, label: "Miejscowość" | "Dzielnica", text: string, offered: string) {
  await searchPlace(user, label, text)
  await user.click(await screen.findByRole("button", { name: offered }))
}
/** Opens the tab and waits for its form. */
async function openTab(facility = aFacility()) {
  const rendered = renderOwnerTab(AddressTab, { facility })
  await screen.findByLabelText("Ulica")
  return rendered
}

beforeAll(startAsOwner)
beforeEach(() => {
  logoRemovals = 0
  patches = []
  lookups = []
  found = null
  refusal = null
})

// The area's longest form: each click re-renders some thirty fields, and a test clicks a dozen
// times, which takes seconds on two shared cores — more than vitest's default bound of five.
describe("AddressTab (management 2.4 Address data, 5)", { timeout: 15_000 }, () => {
  it("looks the typed address up and saves the location found with the changed fields", async () => {
    found = { lat: 50.0701, lng: 19.9452 }
    const { user } = await openTab()
    await replaceText(user, "Ulica", "ul. Lipowa")
    await replaceText(user, "Numer budynku", "12")
    await replaceText(user, "E-mail placówki", " Biuro@Sloneczko.PL ")
    await user.click(screen.getByRole("button", { name: "Znajdź adres na mapie" }))
    await waitFor(() => expect(locationValue()).toBe("50.07010, 19.94520"))
    expect(lookups).toEqual(["ul. Lipowa 12, 30-001 Kraków"])
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({ street: "ul. Lipowa", building_number: "12", email: "biuro@sloneczko.pl", location: { lat: 50.0701, lng: 19.9452 } })
  })

  it("puts the pin in the town's centre and says to check the form when the address is not found", async () => {
    const { user } = await openTab()
    await user.click(screen.getByRole("button", { name: "Znajdź adres na mapie" }))
    expect((await screen.findByRole("status")).textContent).toContain("Sprawdź formularz lub ustaw lokalizację ręcznie.")
    expect(locationValue()).toBe("50.06140, 19.93660")
  })

  it("moves the facility to a town of the catalogue and one of its districts; the address is looked up in that town", async () => {
    const { user } = await openTab()
    expect(chosen("Miejscowość").value).toBe("Kraków, małopolskie")
    expect(chosen("Dzielnica").value).toBe("Brak")

    // Only towns are offered as the town; only the chosen town's districts as its district.
    await searchPlace(user, "Miejscowość", "Wiel")
    await waitFor(() => expect(options("Miejscowość")).toEqual(["Wieliczka, wielicki, małopolskie"]))
    await user.click(screen.getByRole("button", { name: "Wieliczka, wielicki, małopolskie" }))
    expect(chosen("Miejscowość").value).toBe("Wieliczka, małopolskie")
    expect(input("Powiat").value).toBe("wielicki")
    await searchPlace(user, "Dzielnica", "Zaci")
    await waitFor(() => expect(options("Dzielnica")).toEqual(["Zacisze"]))
    await user.click(screen.getByRole("button", { name: "Zacisze" }))
    expect(chosen("Dzielnica").value).toBe("Zacisze")

    // Not found there: the pin goes to the new town's centre.
    await user.click(screen.getByRole("button", { name: "Znajdź adres na mapie" }))
    await waitFor(() => expect(locationValue()).toBe("49.99000, 20.06000"))
    expect(lookups).toEqual(["ul. Długa 5, 30-001 Wieliczka"])
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({ town_id: 7, district_id: 31, county: "wielicki", location: { lat: 49.99, lng: 20.06 } })
  })

  it("takes the district away, and a town the directory refuses shows its message under the town", async () => {
    refusal = { town_id: ["FIELD_INVALID"] }
    const { user } = await openTab(aFacility({ district: "Krowodrza", district_slug: "krowodrza", district_id: 12 }))
    expect(chosen("Dzielnica").value).toBe("Krowodrza")
    await user.click(placeField("Dzielnica").getByRole("button", { name: "Usuń" }))
    expect(chosen("Dzielnica").value).toBe("Brak")
    await choosePlace(user, "Miejscowość", "Wiel", "Wieliczka, wielicki, małopolskie")
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(chosen("Miejscowość").getAttribute("aria-invalid")).toBe("true"))
    expect(patches).toEqual([{ town_id: 7, district_id: null, county: "wielicki" }])
    expect(errorOf(chosen("Miejscowość"))).toBe("Nieprawidłowa wartość")
    expect(chosen("Dzielnica").getAttribute("aria-invalid")).toBeNull()
  })

  it("keeps a wrong postal code and a too short phone under their fields and sends nothing", async () => {
    const { user } = await openTab()
    await replaceText(user, "Kod pocztowy", "30001")
    await replaceText(user, "Telefon", "12 34")
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect([input("Kod pocztowy"), input("Telefon")].map((field) => field.getAttribute("aria-invalid"))).toEqual(["true", "true"]))
    expect(screen.getAllByRole("textbox").filter((field) => field.getAttribute("aria-invalid") === "true")).toHaveLength(2)
    expect(patches).toEqual([])
  })

  describe("the logo (management 2.4: an avatar input with the facility's placeholder; 2.11, 9 Media)", () => {
    const logo = () => screen.getByRole<HTMLImageElement>("img", { name: "Logo" })
    const picker = () => screen.getByLabelText("Zmień zdjęcie")

    it("shows the facility's placeholder at 96 × 96 on a desktop and 64 × 64 on a phone, with the help text", async () => {
      const desktop = await openTab(aFacility({ avatar: null }))
      expect(logo().getAttribute("src")).toBe("/images/placeholders/facility.svg")
      expect([logo().width, logo().height]).toEqual([96, 96])
      expect(picker().getAttribute("accept")).toBe("image/*")
      expect(screen.getByText(/Plik jpg, jpeg, png o rozmiarze do 5 MB\./)).toBeDefined()
      desktop.unmount()

      // Every layout query matches, as on a phone.
      const phone = vi.spyOn(window, "matchMedia").mockImplementation(
        (media) => ({ media, matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList
      )
      try {
        await openTab(aFacility({ avatar: "/files/logos/42/logo.jpg" }))
        await waitFor(() => expect(logo().getAttribute("src")).toBe("/files/logos/42/logo.jpg"))
        expect([logo().width, logo().height]).toEqual([64, 64])
      } finally {
        phone.mockRestore()
      }
    })

    it("refuses a file that is no picture before any upload; a picture opens the crop dialog, and CANCEL closes it", async () => {
      await openTab()
      // The picker accepts image/*; a person may still choose any file, which the tab must refuse.
      const anyFile = userEvent.setup({ applyAccept: false })
      await anyFile.upload(picker(), new File(["statut"], "statut.pdf", { type: "application/pdf" }))
      await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Nieprawidłowy format pliku"))
      expect(screen.queryByRole("dialog", { name: "Wybierz kadr" })).toBeNull()

      await anyFile.upload(picker(), new File([new Uint8Array([0xff, 0xd8, 0xff])], "logo.jpg", { type: "image/jpeg" }))
      const crop = await screen.findByRole("dialog", { name: "Wybierz kadr" })
      await anyFile.click(within(crop).getByRole("button", { name: "Anuluj" }))
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Wybierz kadr" })).toBeNull())
      expect(served.requests.some((request) => request.includes("/logo"))).toBe(false)
    })

    it("takes the logo away on its own, keeping what is typed in the form", async () => {
      const { user } = await openTab(aFacility({ avatar: "/files/logos/42/logo.jpg" }))
      await replaceText(user, "Ulica", "ul. Lipowa")
      await user.click(screen.getByRole("button", { name: "Usuń zdjęcie" }))
      await waitFor(() => expect(logo().getAttribute("src")).toBe("/images/placeholders/facility.svg"))
      expect(logoRemovals).toBe(1)
      expect(toasts.success).toHaveBeenCalledWith("Logo zostało usunięte")
      expect(screen.queryByRole("button", { name: "Usuń zdjęcie" })).toBeNull()
      expect(input("Ulica").value).toBe("ul. Lipowa")
    })
  })
})
