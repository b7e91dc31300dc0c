import type { FacilityStatus, FacilitySummary, ShadowStatus } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../api"
import { initI18n } from "../i18n"
import { aFacility } from "../testing/facilityFixture"
import { mountTestRoot } from "../testing/mountTestRoot"
import { serveRecordedAnswers } from "../testing/recordedApi"
import { FacilityTile } from "./FacilityTile"
import { TestProviders } from "../testing/TestProviders"

serveRecordedAnswers({ "GET /api/v1/tag": () => ({ status: 200, body: [] }) })
const mounted = mountTestRoot()

const summary = (status: FacilityStatus, shadow_status: ShadowStatus): FacilitySummary => ({ ...aFacility({ status, shadow_status }), excerpt: null })

async function badgeOf(facility: FacilitySummary) {
  const location = memoryLocation({ path: "/" })
  await act(async () => {
    mounted.root.render(
      <TestProviders location={location}>
          <FacilityTile facility={facility} />
        </TestProviders>
    )
  })
  const badge = mounted.container.querySelector('[data-testid="facility-badge"]')
  return { key: badge?.getAttribute("data-badge"), text: badge?.textContent, star: badge?.querySelector("svg") !== null, className: badge?.className }
}

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("the rating on a facility tile", () => {
  const footer = () => mounted.container.querySelector(".facility-tile__footer")?.textContent

  it("shows the total score with one decimal and the number of opinions", async () => {
    await badgeOf({ ...summary("premium", null), score_total: 4.25, opinions_count: 22, recruitment_active: false })
    expect(footer()).toBe("★ 4.3Ocena ogólna: 4.3 na 522 opinie")
  })

  it("says nobody has rated a facility without opinions, never ★ 0.0", async () => {
    await badgeOf({ ...summary("premium", null), score_total: null, opinions_count: 0, recruitment_active: false })
    expect(footer()).toBe("Brak ocen")
  })
})

describe("the badge on a facility tile (management 4, public 4.4)", () => {
  it("puts a rejected or waiting claim before the package status", async () => {
    expect(await badgeOf(summary("premium", "rejected"))).toMatchObject({ key: "REJECTED", text: "Odrzucona", star: false })
    expect(await badgeOf(summary("registered", "pending"))).toMatchObject({ key: "AWAITS_APPROVEMENT", text: "Czeka na zatwierdzenie" })
  })

  it("names the package otherwise: premium is trusted with a star, free is unverified, registered verified", async () => {
    const trusted = await badgeOf(summary("premium", "accepted"))
    expect(trusted).toMatchObject({ key: "TRUSTED", text: "Zaufana placówka", star: true })
    expect(trusted.className).toContain("facility-badge--warning")
    expect(await badgeOf(summary("unknown", null))).toMatchObject({ key: "UNVERIFIED", text: "Niezweryfikowana", star: false })
    const verified = await badgeOf(summary("registered", null))
    expect(verified).toMatchObject({ key: "VERIFIED", text: "Zweryfikowana" })
    expect(verified.className).toContain("facility-badge--primary")
  })
})
