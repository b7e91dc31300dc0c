import type { FacilityStatus, FacilitySummary, ShadowStatus } from "@pociecha/core"
import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../api"
import { initI18n } from "../i18n"
import { aFacility } from "../testing/facilityFixture"
import { serveRecordedAnswers } from "../testing/recordedApi"
import { renderWithProviders } from "../testing/TestProviders"
import { FacilityTile } from "./FacilityTile"

serveRecordedAnswers({ "GET /api/v1/tag": () => ({ status: 200, body: [] }) })

const summary = (status: FacilityStatus, shadow_status: ShadowStatus): FacilitySummary => ({ ...aFacility({ status, shadow_status }), excerpt: null })

/** Renders the tile alone and reads its badge, then unmounts it, so a test may compare several tiles. */
function badgeOf(facility: FacilitySummary) {
  const { unmount } = renderWithProviders(<FacilityTile facility={facility} />)
  const badge = screen.getByTestId("facility-badge")
  const read = { key: badge.getAttribute("data-badge"), text: badge.textContent, star: badge.querySelector("svg") !== null, className: badge.className }
  unmount()
  return read
}

/** The whole rating line of the tile, found by the words it must hold. */
const ratingLine = (words: string) => screen.getByText(words).closest("p")?.textContent

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("the rating on a facility tile", () => {
  it("shows the total score with one decimal and the number of opinions", () => {
    renderWithProviders(<FacilityTile facility={{ ...summary("premium", null), score_total: 4.25, opinions_count: 22, recruitment_active: false }} />)
    expect(ratingLine("22 opinie")).toBe("★ 4.3Ocena ogólna: 4.3 na 522 opinie")
  })

  it("says nobody has rated a facility without opinions, never ★ 0.0", () => {
    renderWithProviders(<FacilityTile facility={{ ...summary("premium", null), score_total: null, opinions_count: 0, recruitment_active: false }} />)
    expect(ratingLine("Brak ocen")).toBe("Brak ocen")
  })
})

describe("the badge on a facility tile (management 4, public 4.4)", () => {
  it("puts a rejected or waiting claim before the package status", () => {
    expect(badgeOf(summary("premium", "rejected"))).toMatchObject({ key: "REJECTED", text: "Odrzucona", star: false })
    expect(badgeOf(summary("registered", "pending"))).toMatchObject({ key: "AWAITS_APPROVEMENT", text: "Czeka na zatwierdzenie" })
  })

  it("names the package otherwise: premium is trusted with a star, free is unverified, registered verified", () => {
    const trusted = badgeOf(summary("premium", "accepted"))
    expect(trusted).toMatchObject({ key: "TRUSTED", text: "Zaufana placówka", star: true })
    expect(trusted.className).toContain("facility-badge--warning")
    expect(badgeOf(summary("unknown", null))).toMatchObject({ key: "UNVERIFIED", text: "Niezweryfikowana", star: false })
    const verified = badgeOf(summary("registered", null))
    expect(verified).toMatchObject({ key: "VERIFIED", text: "Zweryfikowana" })
    expect(verified.className).toContain("facility-badge--primary")
  })
})
