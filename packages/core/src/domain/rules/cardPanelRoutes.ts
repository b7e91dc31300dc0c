/**
 * The business-card panel (management 2.8), a second build served under its own base path: its
 * nine tabs in order, by path below the base and route name. Routes named 'facility-panel-*' take
 * no parameters: the panel edits the signed-in owner's card.
 */
export const CARD_PANEL_BASE = "/panel-wizytowki"

export const cardPanelTabs = [
  { name: "facility-panel-edit-details", path: "/edycja/dane-i-adres" },
  { name: "facility-panel-edit-basic-info", path: "/edycja/podstawowe-informacje" },
  { name: "facility-panel-edit-description", path: "/edycja/opis" },
  { name: "facility-panel-edit-amenities", path: "/edycja/udogodnienia" },
  { name: "facility-panel-edit-additional-events", path: "/edycja/zajecia-dodatkowe" },
  { name: "facility-panel-edit-gallery", path: "/edycja/galeria" },
  { name: "facility-panel-edit-employees", path: "/edycja/kadra" },
  { name: "facility-panel-edit-day-plan", path: "/edycja/plan-dnia" },
  { name: "facility-panel-edit-recruitment", path: "/edycja/rekrutacja" }
] as const

export type CardPanelRouteName = (typeof cardPanelTabs)[number]["name"]

/** The tab the panel's empty child (and any path it does not know) opens. */
export const CARD_PANEL_FIRST_TAB: CardPanelRouteName = "facility-panel-edit-details"

/** Whether a URL path is the panel's (its base, or below it): the server serves the panel's page there. */
export function isCardPanelPath(path: string): boolean {
  return path === CARD_PANEL_BASE || path.startsWith(`${CARD_PANEL_BASE}/`)
}

/** The tab of a path below the panel's base ("/edycja/opis"), or null for the empty child and unknown paths. */
export function cardPanelTabAt(path: string): CardPanelRouteName | null {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path
  return cardPanelTabs.find((tab) => tab.path === trimmed)?.name ?? null
}

/** The path of a tab below the panel's base. */
export function cardPanelPathOf(name: CardPanelRouteName): string {
  return cardPanelTabs.find((tab) => tab.name === name)!.path
}
