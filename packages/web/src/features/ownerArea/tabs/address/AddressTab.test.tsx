import { errorBody, type City, type GeoSearchPayload } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, click, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
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
  "PATCH /api/facility/list/42": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    if (refusal !== null) return { status: 400, body: errorBody("ERROR_BAD_REQUEST", refusal) }
    return { status: 200, body: aFacility(patch as never) }
  }
})

const mounted = mountTestRoot()
const input = (name: string) => mounted.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const submit = () => act(async () => mounted.container.querySelector<HTMLFormElement>("form")!.requestSubmit())
const locate = () => click(mounted.container.querySelector('[data-testid="locate-address"]'))
const byTestId = (id: string) => mounted.container.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)
const options = (field: string) => [...mounted.container.querySelectorAll(`[data-testid="${field}-option"]`)].map((option) => option.textContent)
/** Searches a place field for `text` and chooses the place offered as `label`. */
const choosePlace = async (field: string, text: string, label: string) => {
  await click(byTestId(`${field}-change`))
  await typeInto(input(field), text)
  await until(() => expect(options(field)).toContain(label))
  await click([...mounted.container.querySelectorAll(`[data-testid="${field}-option"]`)].find((option) => option.textContent === label) ?? null)
}

beforeAll(signInOwner)
beforeEach(() => {
  logoRemovals = 0
  patches = []
  lookups = []
  found = null
  refusal = null
})

describe("AddressTab (management 2.4 Address data, 5)", () => {
  it("looks the typed address up and saves the location found with the changed fields", async () => {
    found = { lat: 50.0701, lng: 19.9452 }
    await renderTab(mounted, AddressTab)
    await until(() => expect(input("street")).not.toBeNull())
    await typeInto(input("street"), "ul. Lipowa")
    await typeInto(input("building_number"), "12")
    await typeInto(input("email"), " Biuro@Sloneczko.PL ")
    await locate()
    await until(() => expect(mounted.container.querySelector('[data-testid="location-value"]')?.textContent).toBe("50.07010, 19.94520"))
    expect(lookups).toEqual(["ul. Lipowa 12, 30-001 Kraków"])
    await submit()
    await until(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({ street: "ul. Lipowa", building_number: "12", email: "biuro@sloneczko.pl", location: { lat: 50.0701, lng: 19.9452 } })
  })

  it("puts the pin in the town's centre and says to check the form when the address is not found", async () => {
    await renderTab(mounted, AddressTab)
    await until(() => expect(input("street")).not.toBeNull())
    await locate()
    await until(() => expect(mounted.container.textContent).toContain("Sprawdź formularz lub ustaw lokalizację ręcznie."))
    expect(mounted.container.querySelector('[data-testid="location-value"]')?.textContent).toBe("50.06140, 19.93660")
  })

  it("moves the facility to a town of the catalogue and one of its districts; the address is looked up in that town", async () => {
    await renderTab(mounted, AddressTab)
    await until(() => expect(byTestId("city-chosen")?.value).toBe("Kraków, małopolskie"))
    expect(byTestId("district-chosen")?.value).toBe("Brak")

    // Only towns are offered as the town; only the chosen town's districts as its district.
    await click(byTestId("city-change"))
    await typeInto(input("city"), "Wiel")
    await until(() => expect(options("city")).toEqual(["Wieliczka, wielicki, małopolskie"]))
    await click(mounted.container.querySelector('[data-testid="city-option"]'))
    expect(byTestId("city-chosen")?.value).toBe("Wieliczka, małopolskie")
    expect(input("county").value).toBe("wielicki")
    await click(byTestId("district-change"))
    await typeInto(input("district"), "Zaci")
    await until(() => expect(options("district")).toEqual(["Zacisze"]))
    await click(mounted.container.querySelector('[data-testid="district-option"]'))
    expect(byTestId("district-chosen")?.value).toBe("Zacisze")

    // Not found there: the pin goes to the new town's centre.
    await locate()
    await until(() => expect(mounted.container.querySelector('[data-testid="location-value"]')?.textContent).toBe("49.99000, 20.06000"))
    expect(lookups).toEqual(["ul. Długa 5, 30-001 Wieliczka"])
    await submit()
    await until(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({ town_id: 7, district_id: 31, county: "wielicki", location: { lat: 49.99, lng: 20.06 } })
  })

  it("takes the district away, and a town the directory refuses shows its message under the town", async () => {
    refusal = { town_id: ["FIELD_INVALID"] }
    await renderTab(mounted, AddressTab, { facility: aFacility({ district: "Krowodrza", district_slug: "krowodrza", district_id: 12 }) })
    await until(() => expect(byTestId("district-chosen")?.value).toBe("Krowodrza"))
    await click(byTestId("district-clear"))
    expect(byTestId("district-chosen")?.value).toBe("Brak")
    await choosePlace("city", "Wiel", "Wieliczka, wielicki, małopolskie")
    await submit()
    await until(() => expect(byTestId("city-chosen")?.getAttribute("aria-invalid")).toBe("true"))
    expect(patches).toEqual([{ town_id: 7, district_id: null, county: "wielicki" }])
    expect(mounted.container.textContent).toContain("Nieprawidłowa wartość")
    expect(byTestId("district-chosen")?.getAttribute("aria-invalid")).toBeNull()
  })

  it("keeps a wrong postal code and a too short phone under their fields and sends nothing", async () => {
    await renderTab(mounted, AddressTab)
    await until(() => expect(input("post_code")).not.toBeNull())
    await typeInto(input("post_code"), "30001")
    await typeInto(input("phone"), "12 34")
    await submit()
    await until(() => expect(mounted.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2))
    expect([input("post_code"), input("phone")].map((field) => field.getAttribute("aria-invalid"))).toEqual(["true", "true"])
    expect(patches).toEqual([])
  })

  describe("the logo (management 2.4: an avatar input with the facility's placeholder; 2.11, 9 Media)", () => {
    const logo = () => mounted.container.querySelector<HTMLImageElement>('[data-testid="facility-logo-image"]')
    const choose = async (file: File) => {
      const picker = mounted.container.querySelector<HTMLInputElement>('[data-testid="facility-logo-file"]')!
      Object.defineProperty(picker, "files", { value: [file], configurable: true })
      await act(async () => {
        picker.dispatchEvent(new Event("change", { bubbles: true }))
      })
    }

    it("shows the facility's placeholder at 96 × 96 on a desktop and 64 × 64 on a phone, with the help text", async () => {
      await renderTab(mounted, AddressTab, { facility: aFacility({ avatar: null }) })
      await until(() => expect(logo()).not.toBeNull())
      expect(logo()!.getAttribute("src")).toBe("/images/placeholders/facility.svg")
      expect([logo()!.width, logo()!.height]).toEqual([96, 96])
      expect(mounted.container.querySelector('[data-testid="facility-logo-file"]')?.getAttribute("accept")).toBe("image/*")
      expect(mounted.container.textContent).toContain("Plik jpg, jpeg, png o rozmiarze do 5 MB.")

      // Every layout query matches, as on a phone.
      const phone = vi.spyOn(window, "matchMedia").mockImplementation(
        (media) => ({ media, matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList
      )
      try {
        await renderTab(mounted, AddressTab, { facility: aFacility({ avatar: "/files/logos/42/logo.jpg" }) })
        await until(() => expect(logo()?.getAttribute("src")).toBe("/files/logos/42/logo.jpg"))
        expect([logo()!.width, logo()!.height]).toEqual([64, 64])
      } finally {
        phone.mockRestore()
      }
    })

    it("refuses a file that is no picture before any upload; a picture opens the crop dialog, and CANCEL closes it", async () => {
      await renderTab(mounted, AddressTab)
      await until(() => expect(logo()).not.toBeNull())
      await choose(new File(["statut"], "statut.pdf", { type: "application/pdf" }))
      await until(() => expect(toasts.error).toHaveBeenCalledWith("Nieprawidłowy format pliku"))
      expect(document.querySelector('[data-testid="photo-crop"]')).toBeNull()

      await choose(new File([new Uint8Array([0xff, 0xd8, 0xff])], "logo.jpg", { type: "image/jpeg" }))
      await until(() => expect(document.querySelector('[data-testid="photo-crop"]')).not.toBeNull())
      await click([...document.querySelectorAll("button")].find((button) => button.textContent === "Anuluj") ?? null)
      await until(() => expect(document.querySelector('[data-testid="photo-crop"]')).toBeNull())
      expect(served.requests.some((request) => request.includes("/logo"))).toBe(false)
    })

    it("takes the logo away on its own, keeping what is typed in the form", async () => {
      await renderTab(mounted, AddressTab, { facility: aFacility({ avatar: "/files/logos/42/logo.jpg" }) })
      await until(() => expect(input("street")).not.toBeNull())
      await typeInto(input("street"), "ul. Lipowa")
      await click(mounted.container.querySelector('[data-testid="facility-logo-remove"]'))
      await until(() => expect(logo()?.getAttribute("src")).toBe("/images/placeholders/facility.svg"))
      expect(logoRemovals).toBe(1)
      expect(toasts.success).toHaveBeenCalledWith("Logo zostało usunięte")
      expect(mounted.container.querySelector('[data-testid="facility-logo-remove"]')).toBeNull()
      expect(input("street").value).toBe("ul. Lipowa")
    })
  })
})
