import type { FacilityInsights, InsightMetric } from "@pociecha/core"
import { screen, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import DashboardTab from "./DashboardTab"

// The canvas chart is uPlot's to draw (happy-dom has no canvas): here it shows its label.
vi.mock("./InsightChart", () => ({ InsightChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }))

const week = (metric: InsightMetric, daily: ReadonlyArray<number>, previous_total: number, city_median: number) =>
  ({ metric, daily, total: daily.reduce((a, b) => a + b, 0), previous_total, city_median })

const insights: FacilityInsights = {
  days: 7,
  from: "2026-03-02",
  to: "2026-03-08",
  series: [
    week("profile_view", [1, 0, 2, 3, 0, 4, 5], 10, 6),
    week("phone_reveal", [0, 0, 0, 0, 0, 0, 1], 0, 0.5),
    week("email_reveal", [0, 0, 0, 0, 0, 0, 0], 0, 0),
    week("website_click", [0, 0, 0, 0, 0, 0, 0], 2, 1),
    week("map_appearance", [9, 9, 9, 9, 9, 9, 9], 63, 63),
    week("question", [0, 0, 0, 0, 0, 0, 0], 0, 0),
    week("application", [0, 0, 0, 0, 0, 0, 1], 0, 0),
    week("opinion", [0, 0, 0, 0, 0, 0, 0], 0, 0)
  ]
}

const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/insights": () => ({ status: 200, body: insights })
})

beforeAll(startAsOwner)

describe("DashboardTab (issue 20)", () => {
  it("shows the profile's completeness, the next thing to fill in with its tab, and a preview of the profile", async () => {
    // The fixture has a phone and opening hours, but no e-mail: the e-mail is next, on the address tab.
    renderOwnerTab(DashboardTab, { facility: aFacility({ email: null }) })
    expect((await screen.findByTestId("completeness-percent")).textContent).toBe("Uzupełniono 16%")
    expect(screen.getByTestId("completeness-next").textContent).toBe("dodaj adres e-mail")
    expect(screen.getByTestId("completeness-next").getAttribute("href")).toBe("/user_facility/przedszkole-sloneczko-krakow/facility_settings/address")
    expect(screen.getByRole("link", { name: "Zobacz mój profil" }).getAttribute("href")).toBe("/placowka/przedszkole-sloneczko-krakow")
  })

  it("shows each metric's total against the previous period and the town's median, with its chart", async () => {
    renderOwnerTab(DashboardTab)
    const views = within(await screen.findByTestId("insight-profile_view"))
    expect(requests).toContain("GET /api/facility/list/przedszkole-sloneczko-krakow/insights")
    expect(views.getByTestId("insight-profile_view-total").textContent).toBe("15")
    views.getByText("o 50% więcej niż w poprzednich 7 dniach")
    views.getByText(/^Powyżej mediany placówek w Twoim mieście \(6\)/)
    expect(views.getByRole("img").getAttribute("aria-label")).toBe("Wyświetlenia profilu: łącznie 15 od 02.03.2026 do 08.03.2026, wykres dzień po dniu")
    const phone = within(screen.getByTestId("insight-phone_reveal"))
    phone.getByText("więcej niż w poprzednich 7 dniach (wtedy 0)")
    phone.getByText(/\(0,5\)$/)
    within(screen.getByTestId("insight-website_click")).getByText("o 100% mniej niż w poprzednich 7 dniach")
    within(screen.getByTestId("insight-map_appearance")).getByText(/^Tyle, ile mediana/)
    expect(screen.getByTestId("insight-application-total").textContent).toBe("1")
  })

  it("offers 7, 30 and 90 days, the period shown marked as current", async () => {
    renderOwnerTab(DashboardTab)
    const periods = within(await screen.findByRole("navigation", { name: "Okres" }))
    expect(periods.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([7, 30, 90].map(
      (days) => `/user_facility/przedszkole-sloneczko-krakow/dashboard?days=${days}`))
    expect(periods.getByRole("link", { name: "7 dni" }).getAttribute("aria-current")).toBe("page")
  })
})
