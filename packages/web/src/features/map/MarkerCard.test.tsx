import type { FacilityMarker } from "@pociecha/core"
import { QueryClientProvider } from "@tanstack/react-query"
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../../shared/api"
import { i18n, initI18n } from "../../shared/i18n"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers, testQueryClient } from "../../shared/testing/recordedApi"
import { MarkerCard } from "./MarkerCard"

serveRecordedAnswers({ "GET /api/v1/tag": () => ({ status: 200, body: [] }) })
const mounted = mountTestRoot()

const marker = (status: FacilityMarker["status"]): FacilityMarker => ({
  id: 7, slug: "zlobek-maluch-krakow", name: "Żłobek Maluch", status, lat: 50.06, lng: 19.94,
  city: "Kraków", street: "ul. Krótka", building_number: "3", specialization: [], score_total: 4.5
})

async function badgeOf(facility: FacilityMarker) {
  const location = memoryLocation({ path: "/wszystkie-lokalizacje" })
  await act(async () => {
    mounted.root.render(
      <QueryClientProvider client={testQueryClient()}>
        <Router hook={location.hook}>
          <MarkerCard facility={facility} onClose={() => undefined} />
        </Router>
      </QueryClientProvider>
    )
  })
  const badge = mounted.container.querySelector('[data-testid="map-card"] [data-testid="facility-badge"]')
  return [badge?.getAttribute("data-badge"), badge?.textContent]
}

beforeAll(async () => {
  initI18n("pl")
  await i18n.loadNamespaces("map")
  await preloadApi()
})

describe("the score on a map marker's card", () => {
  it("shows a rated facility's score, and says an unrated one has no ratings yet rather than ★ 0.0", async () => {
    const scoreOf = async (score_total: number | null) => {
      await badgeOf({ ...marker("premium"), score_total })
      return mounted.container.querySelector(".map-card__score")?.textContent
    }
    expect(await scoreOf(4.5)).toBe("★ 4.5")
    expect(await scoreOf(null)).toBe("Brak ocen")
  })
})

describe("the badge on a map marker's card (management 4)", () => {
  it("follows the package status of the marker", async () => {
    expect(await badgeOf(marker("premium"))).toEqual(["TRUSTED", "Zaufana placówka"])
    expect(await badgeOf(marker("registered"))).toEqual(["VERIFIED", "Zweryfikowana"])
    expect(await badgeOf(marker("unknown"))).toEqual(["UNVERIFIED", "Niezweryfikowana"])
  })
})
