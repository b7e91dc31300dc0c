import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import type { ApiCaller } from "../client/pociechaClient"
import { locateAddress } from "./facilityEditActors"
import { recordingCaller } from "../testing/recordingCaller"

const address = { street: "ul. Lipowa", building_number: "12", post_code: "30-001", city: "Kraków" }
const townCentre = { lat: 50.0614, lng: 19.9366 }
const failing = (error: unknown): ApiCaller => ({ call: () => Promise.reject(error) })

describe("locateAddress (management 2.4 map location, 8)", () => {
  it("asks the geocoder about the address and puts the pin where it answers", async () => {
    const { calls, caller } = recordingCaller({ lat: 50.07, lng: 19.95 })
    expect(await locateAddress(caller, address, townCentre)).toEqual({ location: { lat: 50.07, lng: 19.95 }, found: true })
    expect(calls).toEqual([{ endpoint: "facilityEdits.geocode", request: { query: { q: "ul. Lipowa 12, 30-001 Kraków" } } }])
  })

  it("falls back to the town's centre when nothing is found or the address is too short to ask about", async () => {
    for (const key of ["ERROR_NOT_FOUND", "ERROR_BAD_REQUEST"] as const) {
      expect(await locateAddress(failing(apiError(key)), address, townCentre)).toEqual({ location: townCentre, found: false })
    }
  })

  it("passes any other failure on (the service failed: the app shows its message)", async () => {
    const failure = apiError("ERROR_GEO_SEARCHER")
    await expect(locateAddress(failing(failure), address, townCentre)).rejects.toBe(failure)
  })
})
