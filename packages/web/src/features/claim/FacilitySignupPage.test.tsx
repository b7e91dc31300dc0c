import { claimDraftStorage, emptyClaimDraft, type City, type ShadowRecord } from "@pociecha/core"
import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { sendSession } from "../../shared/auth/session"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { renderPage } from "../../shared/testing/renderPage"
import { aSignedInUser, resumeSessionAs, startSignedOut } from "../../shared/testing/signedInUser"
import { typeInto } from "../../shared/testing/typeInto"
import { until } from "../../shared/testing/until"
import FacilitySignupPage from "./FacilitySignupPage"

const user = aSignedInUser()

const NURSERY = "0b6f6a53-8d0e-4c7a-9a4f-0c1d2e3f4a5b"
const tags = [{ id: NURSERY, key: "nursery", type: "specialization", display: "NURSERY", param: "zlobki", icon: null, created_at: 0, created_at_display: "" }]

const krakow: City = {
  kind: "city",
  id: 3,
  name: "Kraków",
  key: "krakow",
  param: "krakow",
  voivodeship: "małopolskie",
  voivodeship_param: "malopolskie",
  county: "Kraków",
  district_param: null,
  display_name: "Kraków, małopolskie",
  city_cache: null,
  boundingbox: [50.0, 50.1, 19.8, 20.0],
  mobileBoundingbox: [50.0, 50.1, 19.8, 20.0],
  importance: 1
}

/** What the server answers a creation with: the record waiting for support. */
const created: ShadowRecord = {
  id: 41,
  kind: "creation",
  status: "pending",
  facility_id: 9001,
  facility_slug: "zlobek-pod-kasztanem",
  facility_name: "Żłobek Pod Kasztanem",
  facility_status: "unknown",
  data: {
    name: "Żłobek Pod Kasztanem",
    specialization: [NURSERY],
    city: "krakow",
    voivodeship: "malopolskie",
    city_name: "Kraków",
    voivodeship_name: "małopolskie",
    post_code: "31-147",
    street: "ul. Kasztanowa",
    building_number: "7",
    apartment_number: null,
    phone: "600 100 200",
    lat: 50.05,
    lng: 19.9
  },
  account: { id: user.id, email: user.email, name: user.name, surname: user.surname },
  documents: [{ id: 5, file_name: "rejestr.pdf", content_type: "application/pdf", size: 2048, url: "/api/v1/shadow/41/documents/5" }],
  created_at: Date.UTC(2026, 10, 24, 9, 0),
  decided_at: null,
  decline_reason: null
}

let resume: Answer = recordedError("ERROR_MISSING_REFRESH_TOKEN")
let uploads: Answer[] = []
const sent: FormData[] = []
const served = serveRecordedAnswers({
  "POST /api/v1/account/session": () => resume,
  "GET /api/v1/tag": () => ({ status: 200, body: tags }),
  "POST /api/geo-search": () => ({ status: 200, body: { city: [krakow], facility: [] } }),
  // No geocoder knows the address.
  "GET /api/v1/geocode": () => recordedError("ERROR_NOT_FOUND"),
  "POST /api/v1/shadow": async (request) => {
    sent.push(await request.formData())
    return uploads.shift() ?? { status: 201, body: created }
  }
})

const mounted = mountTestRoot()
const byTestId = (id: string) => mounted.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const text = () => mounted.container.textContent ?? ""

function field(label: string): HTMLInputElement {
  const found = [...mounted.container.querySelectorAll("label")].find((element) => element.textContent?.startsWith(label))
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`)
  return input
}

const click = (element: HTMLElement | null | undefined) => act(() => element?.click())
const button = (name: string) => [...mounted.container.querySelectorAll("button")].find((element) => element.textContent === name)

const open = () => renderPage(mounted, "/stworz-placowke", <FacilitySignupPage />)

const drafts = claimDraftStorage(localStorage)

beforeAll(startSignedOut)

afterEach(() => {
  act(() => sendSession({ type: "SESSION_EXPIRED" }))
  resume = recordedError("ERROR_MISSING_REFRESH_TOKEN")
  uploads = []
  sent.length = 0
  served.requests.length = 0
  localStorage.clear()
})

describe("FacilitySignupPage — adding a facility (management 2.7)", () => {
  it("a guest fills the data, the town chosen from the search; no address found puts the pin at the town's centre; the documents wait for the login, the draft kept", async () => {
    const location = await open()
    await until(() => expect(byTestId("claim-progress")?.textContent).toBe("Krok 1 z 3"))

    click(byTestId("claim-next"))
    await until(() => expect(text()).toContain("Pole jest wymagane"))
    await typeInto(field("Nazwa placówki"), "Żłobek Pod Kasztanem")
    await until(() => expect(mounted.container.querySelector<HTMLInputElement>(`input[value="${NURSERY}"]`)).not.toBeNull())
    click(mounted.container.querySelector<HTMLInputElement>(`input[value="${NURSERY}"]`))
    await typeInto(field("Miejscowość"), "Krak")
    await until(() => expect(button("Kraków, małopolskie")).toBeDefined())
    click(button("Kraków, małopolskie"))
    await typeInto(field("Kod pocztowy"), "31-147")
    await typeInto(field("Ulica"), "ul. Kasztanowa")
    await typeInto(field("Numer budynku"), "7")
    await typeInto(field("Telefon placówki"), "600 100 200")
    click(byTestId("claim-next"))

    await until(() => expect(text()).toContain("Nie znaleźliśmy tego adresu na mapie."))
    expect(served.requests).toContain("GET /api/v1/geocode")
    // The middle of Kraków's box.
    expect(byTestId("claim-coordinates")?.textContent).toBe("Współrzędne: 50.05000, 19.90000")

    click(byTestId("claim-next"))
    await until(() => expect(location.history.at(-1)).toBe("/logowanie?next=%2Fstworz-placowke"))
    expect(drafts.load("new")).toMatchObject({
      step: "documents",
      draft: { name: "Żłobek Pod Kasztanem", specialization: [NURSERY], town: { param: "krakow" }, post_code: "31-147", location: { lat: 50.05, lng: 19.9 } }
    })
    expect(served.requests).not.toContain("POST /api/v1/shadow")
  })

  it("back from the login, goes on at the documents with the draft; a failed upload keeps them for sending again; sent, it says we check within 48 hours", async () => {
    drafts.save("new", {
      step: "documents",
      draft: {
        ...emptyClaimDraft,
        name: "Żłobek Pod Kasztanem",
        specialization: [NURSERY],
        town: { name: "Kraków", param: "krakow", voivodeship: "małopolskie", voivodeship_param: "malopolskie", centre: { lat: 50.05, lng: 19.9 } },
        post_code: "31-147",
        street: "ul. Kasztanowa",
        building_number: "7",
        phone: "600 100 200",
        location: { lat: 50.06, lng: 19.93 },
        locatedFor: null
      }
    })
    resume = { status: 200, body: user }
    await resumeSessionAs(user)
    uploads = ["offline"]
    await open()
    await until(() => expect(byTestId("claim-progress")?.textContent).toBe("Krok 3 z 3"))
    expect(text()).toContain("Dodaj dokumenty potwierdzające")

    const input = byTestId("claim-documents-input") as HTMLInputElement
    const addFiles = (files: File[]) =>
      act(() => {
        Object.defineProperty(input, "files", { configurable: true, value: files })
        input.dispatchEvent(new Event("change", { bubbles: true }))
      })
    addFiles([new File(["%PDF-1.4"], "rejestr.pdf", { type: "application/pdf" })])
    await until(() => expect(byTestId("claim-document")?.textContent).toContain("rejestr.pdf"))

    click(byTestId("claim-send"))
    await until(() => expect(text()).toContain("Brak odpowiedzi serwera."))
    expect(byTestId("claim-send")?.textContent).toBe("Wyślij ponownie")
    expect(byTestId("claim-document")?.textContent).toContain("rejestr.pdf")

    click(byTestId("claim-send"))
    await until(() => expect(byTestId("claim-outcome")?.textContent).toContain("Dziękujemy! Zgłoszenie czeka na weryfikację"))
    expect(byTestId("claim-outcome")?.textContent).toContain("w ciągu 48 godzin")
    expect(sent).toHaveLength(2)
    expect(JSON.parse(String(sent[1]!.get("data")))).toEqual({
      name: "Żłobek Pod Kasztanem",
      specialization: [NURSERY],
      city: "krakow",
      voivodeship: "malopolskie",
      post_code: "31-147",
      street: "ul. Kasztanowa",
      building_number: "7",
      phone: "600 100 200",
      lat: 50.06,
      lng: 19.93
    })
    expect((sent[1]!.getAll("documents") as File[]).map((file) => file.name)).toEqual(["rejestr.pdf"])
    // Sent: the draft is gone.
    expect(drafts.load("new")).toBeNull()
  })
})
