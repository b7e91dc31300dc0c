import type { CardPanelRouteName } from "@pociecha/core"
import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import { ownerTabs, type OwnerTab, type OwnerTabProps } from "../tabs"

/** The owner area's tab a panel tab shows: the same component, the same core machines. */
const reused = (tab: OwnerTab | undefined): OwnerTab => {
  if (tab === undefined) throw new Error("the business-card panel names an owner tab that does not exist")
  return tab
}

type PanelTab = OwnerTab | LazyExoticComponent<ComponentType<OwnerTabProps>>

/**
 * The panel's tabs (management 2.8) by route name: each is the owner area's tab editing the same
 * group of data; amenities and additional activities, one tab in the owner area, are two here.
 */
export const panelTabs: Record<CardPanelRouteName, PanelTab> = {
  "facility-panel-edit-details": reused(ownerTabs.facility_address),
  "facility-panel-edit-basic-info": reused(ownerTabs.facility_basic_info),
  "facility-panel-edit-description": reused(ownerTabs.facility_description),
  "facility-panel-edit-amenities": lazy(() => import("../tabs/amenities/AmenitiesTab").then((module) => ({ default: module.AmenitiesPart }))),
  "facility-panel-edit-additional-events": lazy(() =>
    import("../tabs/amenities/AmenitiesTab").then((module) => ({ default: module.ExtraClassesPart }))),
  "facility-panel-edit-gallery": reused(ownerTabs.facility_gallery),
  "facility-panel-edit-employees": reused(ownerTabs.facility_cadre),
  "facility-panel-edit-day-plan": reused(ownerTabs.facility_dayplan),
  "facility-panel-edit-recruitment": reused(ownerTabs.facility_recruitment)
}
