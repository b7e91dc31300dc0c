import { describe, expect, it } from "vitest"
import { cardPanelPathOf, cardPanelTabAt, cardPanelTabs, isCardPanelPath } from "./cardPanelRoutes"

describe("the business-card panel's routes", () => {
  it("lists the nine tabs in the spec's order", () => {
    expect(cardPanelTabs.map((tab) => tab.path.replace("/edycja/", ""))).toEqual([
      "dane-i-adres", "podstawowe-informacje", "opis", "udogodnienia", "zajecia-dodatkowe", "galeria", "kadra", "plan-dnia", "rekrutacja"
    ])
  })

  it("finds a tab by its path, with or without a trailing slash, and none for the empty child", () => {
    expect(cardPanelTabAt("/edycja/opis")).toBe("facility-panel-edit-description")
    expect(cardPanelTabAt("/edycja/kadra/")).toBe("facility-panel-edit-employees")
    expect(cardPanelTabAt("/")).toBeNull()
    expect(cardPanelTabAt("/edycja/nieznana")).toBeNull()
    expect(cardPanelPathOf("facility-panel-edit-recruitment")).toBe("/edycja/rekrutacja")
  })

  it("tells the panel's paths from the portal's", () => {
    expect(isCardPanelPath("/panel-wizytowki")).toBe(true)
    expect(isCardPanelPath("/panel-wizytowki/edycja/opis")).toBe(true)
    expect(isCardPanelPath("/panel-wizytowkiX")).toBe(false)
    expect(isCardPanelPath("/mapa")).toBe(false)
  })
})
