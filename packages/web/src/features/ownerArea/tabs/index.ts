import type { ManagedFacility } from "@pociecha/core"
import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { RouteName } from "../../../shared/routing/paths"

/**
 * What the owner area's shell hands every tab: the facility as its editors read it
 * (`GET facility/list/:id/manage`, core's managedFacilityQuery — the shell has loaded it before
 * the tab renders, and a tab's save refreshes it) and the route's params (`question`, `opinion`…).
 */
export interface OwnerTabProps {
  /** The facility's numeric id (the `:facility` slug, id or `?legacy=` resolved). */
  readonly facilityId: number
  readonly facility: ManagedFacility
  /** The route's params as the router gives them (not decoded), e.g. `{ facility, question }`. */
  readonly params: Readonly<Record<string, string | undefined>>
}

export type OwnerTab = LazyExoticComponent<ComponentType<OwnerTabProps>>

/**
 * The owner area's tabs (management 2.2) by route name, each its own chunk. A route of the
 * 'user_facility' group without an entry here shows the 404 page inside the area. Add a tab as
 * `facility_gallery: lazy(() => import("./gallery/GalleryTab"))` (the module's default export).
 */
export const ownerTabs: Partial<Record<RouteName, OwnerTab>> = {
  facility_address: lazy(() => import("./address/AddressTab")),
  facility_basic_info: lazy(() => import("./basicInfo/BasicInfoTab")),
  facility_description: lazy(() => import("./description/DescriptionTab")),
  facility_amenities: lazy(() => import("./amenities/AmenitiesTab")),
  facility_recruitment: lazy(() => import("./recruitment/RecruitmentTab")),
  facility_settings: lazy(() => import("./settings/SettingsTab")),
  facility_gallery: lazy(() => import("./gallery/GalleryTab")),
  facility_dayplan: lazy(() => import("./dayPlan/DayPlanTab")),
  facility_cadre: lazy(() => import("./staff/StaffTab")),
  facility_questions: lazy(() => import("./questions/QuestionsTab")),
  facility_question: lazy(() => import("./questions/QuestionThreadTab")),
  facility_opinions: lazy(() => import("./opinions/OpinionsTab")),
  facility_opinion: lazy(() => import("./opinions/OpinionsTab")),
  facility_applications: lazy(() => import("./applications/ApplicationsTab")),
  facility_publications: lazy(() => import("./publications/PublicationsTab")),
  facility_web_page: lazy(() => import("./webPage/WebPageTab")),
  facility_web_page_subpages: lazy(() => import("./webPage/WebPageTab")),
  facility_parents: lazy(() => import("./members/ParentsTab")),
  facility_teachers: lazy(() => import("./members/TeachersTab")),
  facility_dashboard: lazy(() => import("./dashboard/DashboardTab")),
  facility_visits: lazy(() => import("./visits/VisitsTab"))
}
