import { claimDraftStorage, emptyClaimDraft, type City, type ShadowRecord } from "@pociecha/core"
import { act, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { appSession } from "../../shared/session/appSession"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import FacilitySignupPage from "./FacilitySignupPage"

const claimant = aSignedInUser()

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
  account: { id: claimant.id, email: claimant.email, name: claimant.name, surname: claimant.surname },
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

const open = () => renderWithProviders(<FacilitySignupPage />, { path: "/stworz-placowke" })
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))
const progress = () => screen.getByTestId("claim-progress").textContent
const pageText = () => document.body.textContent ?? ""

// Where the app's session keeps a guest's draft across the login page: this tab's sessionStorage.
const drafts = claimDraftStorage(sessionStorage)

beforeAll(startSignedOut)

afterEach(() => {
  act(() => appSession.actor.send({ type: "SESSION_EXPIRED" }))
  resume = recordedError("ERROR_MISSING_REFRESH_TOKEN")
  uploads = []
  sent.length = 0
  served.requests.length = 0
  sessionStorage.clear()
})

describe("FacilitySignupPage — adding a facility (management 2.7)", () => {
  it("a guest fills the data, the town chosen from the search; no address found puts the pin at the town's centre; the documents wait for the login, the draft kept", async () => {
    const { user, location } = open()
    await waitFor(() => expect(progress()).toBe("Krok 1 z 3"))
    /** Puts `text` in the field as one paste: the address fields only slow the test letter by letter. */
    const fill = async (label: string, text: string) => {
      await user.click(field(label))
      await user.paste(text)
    }

    await user.click(screen.getByTestId("claim-next"))
    expect(await screen.findAllByText("Pole jest wymagane")).not.toHaveLength(0)
    await fill("Nazwa placówki", "Żłobek Pod Kasztanem")
    await user.click(await screen.findByRole("checkbox"))
    await user.type(field("Miejscowość"), "Krak")
    await user.click(await screen.findByRole("button", { name: "Kraków, małopolskie" }))
    await fill("Kod pocztowy", "31-147")
    await fill("Ulica", "ul. Kasztanowa")
    await fill("Numer budynku", "7")
    await fill("Telefon placówki", "600 100 200")
    await user.click(screen.getByTestId("claim-next"))

    await screen.findByText("Nie znaleźliśmy tego adresu na mapie.", { exact: false })
    expect(served.requests).toContain("GET /api/v1/geocode")
    // The middle of Kraków's box.
    expect(screen.getByTestId("claim-coordinates").textContent).toBe("Współrzędne: 50.05000, 19.90000")

    await user.click(screen.getByTestId("claim-next"))
    await waitFor(() => expect(location.history.at(-1)).toBe("/logowanie?next=%2Fstworz-placowke"))
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
    resume = { status: 200, body: claimant }
    await resumeSessionAs(claimant)
    uploads = ["offline"]
    const { user } = open()
    await waitFor(() => expect(progress()).toBe("Krok 3 z 3"))
    expect(pageText()).toContain("Dodaj dokumenty potwierdzające")

    await user.upload(screen.getByTestId("claim-documents-input"), new File(["%PDF-1.4"], "rejestr.pdf", { type: "application/pdf" }))
    expect((await screen.findByTestId("claim-document")).textContent).toContain("rejestr.pdf")

    await user.click(screen.getByTestId("claim-send"))
    await screen.findByText("Brak odpowiedzi serwera.", { exact: false })
    expect(screen.getByTestId("claim-send").textContent).toBe("Wyślij ponownie")
    expect(screen.getByTestId("claim-document").textContent).toContain("rejestr.pdf")

    await user.click(screen.getByTestId("claim-send"))
    const outcome = await screen.findByTestId("claim-outcome")
    expect(outcome.textContent).toContain("Dziękujemy! Zgłoszenie czeka na weryfikację")
    expect(outcome.textContent).toContain("w ciągu 48 godzin")
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
