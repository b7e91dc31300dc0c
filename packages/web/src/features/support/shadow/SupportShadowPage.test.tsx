import type { ShadowRecord } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { invalidFieldMessages } from "../../../shared/testing/fieldMessages"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportShadowPage from "./SupportShadowPage"

const support = aSupportUser()

const record = (id: number, kind: ShadowRecord["kind"], name: string): ShadowRecord => ({
  id,
  kind,
  status: "pending",
  facility_id: 500 + id,
  facility_slug: `placowka-${id}`,
  facility_name: name,
  facility_status: "unknown",
  data: {
    name,
    specialization: [],
    city: "krakow",
    voivodeship: "malopolskie",
    city_name: "Kraków",
    voivodeship_name: "małopolskie",
    post_code: "31-147",
    street: "ul. Długa",
    building_number: "12A",
    apartment_number: "3",
    phone: "12 345 67 89",
    lat: 50.0671,
    lng: 19.9449
  },
  account: { id: "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f6e", email: "dorota@example.pl", name: "Dorota", surname: "Dyrektorska" },
  documents: [{ id: 7, file_name: "wpis-do-rejestru.pdf", content_type: "application/pdf", size: 4096, url: `/api/v1/shadow/${id}/documents/7` }],
  created_at: Date.UTC(2026, 10, 20, 9, 0),
  decided_at: null,
  decline_reason: null
})

let pending: ShadowRecord[] = []
const decisions: string[] = []
const decide = (id: number, status: ShadowRecord["status"]) => {
  const decided = pending.find((item) => item.id === id)!
  pending = pending.filter((item) => item.id !== id)
  return { status: 200, body: { ...decided, status, decided_at: Date.now() } }
}
const served = serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/shadow": () => ({ status: 200, body: pending }),
  "POST /api/v1/shadow/1/accept": () => {
    decisions.push("accept 1")
    return decide(1, "accepted")
  },
  "POST /api/v1/shadow/2/decline": async (request) => {
    decisions.push(`decline 2 ${JSON.stringify(await request.json())}`)
    return decide(2, "rejected")
  }
})

const items = () => screen.queryAllByTestId("shadow-item")
const itemAbout = (name: string) => {
  const found = items().find((item) => item.textContent?.includes(name))
  if (found === undefined) throw new Error(`no record about ${name}`)
  return found
}

const open = () => renderWithProviders(<SupportShadowPage />, { path: "/support/shadow" })

beforeAll(() => startSignedIn(support))

afterEach(() => {
  served.requests.length = 0
  decisions.length = 0
})

describe("SupportShadowPage — claims and new facilities (management 2.9)", () => {
  it("lists each pending record with its sender, the data verified and its documents; accepting one reads the list again, without it", async () => {
    pending = [record(1, "claim", "Przedszkole Słoneczko"), record(2, "creation", "Żłobek Pod Kasztanem")]
    const { user } = open()
    await waitFor(() => expect(items()).toHaveLength(2))
    const claim = itemAbout("Przedszkole Słoneczko")
    expect(claim.getAttribute("data-kind")).toBe("claim")
    expect(within(claim).getByTestId("shadow-sender").textContent).toBe("Zgłasza: Dorota Dyrektorska · dorota@example.pl")
    expect(claim.textContent).toContain("ul. Długa 12A/3, 31-147 Kraków (małopolskie)")
    expect(within(claim).getByTestId("shadow-document").textContent).toBe("Pobierz wpis-do-rejestru.pdf")
    // A new facility is not public yet: no link to a profile.
    expect(within(itemAbout("Żłobek Pod Kasztanem")).queryByRole("link")).toBeNull()

    await user.click(within(claim).getByTestId("shadow-accept"))
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(decisions).toEqual(["accept 1"])
    expect(served.requests.filter((request) => request === "GET /api/v1/shadow").length).toBeGreaterThanOrEqual(2)
  })

  it("declines with a reason of at least 3 characters, which the sender is mailed", async () => {
    pending = [record(2, "creation", "Żłobek Pod Kasztanem")]
    const { user } = open()
    await waitFor(() => expect(items()).toHaveLength(1))
    const creation = within(items()[0]!)
    await user.click(creation.getByTestId("shadow-decline"))
    const reason = creation.getByRole("textbox")
    await user.type(reason, "ab")
    await user.click(creation.getByTestId("shadow-decline-submit"))
    await waitFor(() => expect(invalidFieldMessages(items()[0])).toHaveLength(1))
    expect(decisions).toEqual([])
    await user.clear(reason)
    await user.type(reason, "Brak wpisu do rejestru żłobków.")
    await user.click(creation.getByTestId("shadow-decline-submit"))
    await waitFor(() => expect(items()).toHaveLength(0))
    expect(decisions).toEqual(['decline 2 {"reason":"Brak wpisu do rejestru żłobków."}'])
    expect(screen.getByText(/Żadne zgłoszenie nie czeka na decyzję/)).toBeDefined()
  })
})
