import type { FacilityMarker } from "@pociecha/core"
import { beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../../shared/api"
import { i18n, initI18n } from "../../shared/i18n"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import { MarkerCard } from "./MarkerCard"

serveRecordedAnswers({ "GET /api/v1/tag": () => ({ status: 200, body: [] }) })

const marker = (status: FacilityMarker["status"]): FacilityMarker => ({
  id: 7, slug: "zlobek-maluch-krakow", name: "Żłobek Maluch", status, lat: 50.06, lng: 19.94,
  city: "Kraków", street: "ul. Krótka", building_number: "3", specialization: [], score_total: 4.5
})

/** The card of `facility` as the map shows it, each in a render of its own. */
const cardOf = (facility: FacilityMarker) =>
  renderWithProviders(<MarkerCard facility={facility} onClose={() => undefined} />, { path: "/wszystkie-lokalizacje" }).container

function badgeOf(facility: FacilityMarker) {
  const badge = cardOf(facility).querySelector('[data-testid="map-card"] [data-testid="facility-badge"]')
  return [badge?.getAttribute("data-badge"), badge?.textContent]
}

beforeAll(async () => {
  initI18n("pl")
  await i18n.loadNamespaces("map")
  await preloadApi()
})

describe("the score on a map marker's card", () => {
  it("shows a rated facility's score, and says an unrated one has no ratings yet rather than ★ 0.0", () => {
    const scoreOf = (score_total: number | null) => cardOf({ ...marker("premium"), score_total }).querySelector(".map-card__score")?.textContent
    expect(scoreOf(4.5)).toBe("★ 4.5")
    expect(scoreOf(null)).toBe("Brak ocen")
  })
})

describe("the badge on a map marker's card (management 4)", () => {
  it("follows the package status of the marker", () => {
    expect(badgeOf(marker("premium"))).toEqual(["TRUSTED", "Zaufana placówka"])
    expect(badgeOf(marker("registered"))).toEqual(["VERIFIED", "Zweryfikowana"])
    expect(badgeOf(marker("unknown"))).toEqual(["UNVERIFIED", "Niezweryfikowana"])
  })
})
