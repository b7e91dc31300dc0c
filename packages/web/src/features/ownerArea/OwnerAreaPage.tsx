import {
  facilityQuery, isAwaitingSupport, managedFacilityQuery, moderatedFacilities, myFacilities, myMembershipsQuery, overviewQuery,
  ownedFacilitiesQuery, ownerAreaRole, ownerAreaRouteFor, ownerTabAccess, type User
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Redirect, useSearch } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { callErrorStatus } from "../../shared/errors"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useIsMobile } from "../../shared/hooks/useMediaQuery"
import { GoBack } from "../../shared/routing/GoBack"
import { pathTo, routes, type RouteName } from "../../shared/routing/paths"
import { ErrorView } from "../../shared/ui/ErrorView"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { currentFacilityId } from "./shell/currentFacility"
import { MyFacilitiesMenu } from "./shell/MyFacilitiesMenu"
import { OwnerTabsMenu } from "./shell/OwnerTabsMenu"
import { PremiumUpsellDialog } from "./shell/PremiumUpsellDialog"
import { UserCard } from "./shell/UserCard"
import { ownerTabs } from "./tabs"
import "./shell/ownerArea.css"
import { keyFromData } from "../../shared/i18n/keyFromData"

// The moderator teacher's one tab (management 1), over the facility as everyone reads it: its
// editors' read (manage) is not theirs. The same chunk as the owners' News tab.
const ModeratorNewsTab = lazy(() => import("./tabs/publications/PublicationsTab"))

/** The area's root and its groups (management 2.2) open their first tab; a facility opens on its dashboard (issue 20). */
const groupOpens: Partial<Record<RouteName, RouteName>> = {
  owner_area: "facility_dashboard",
  facility_settings_view: "facility_dashboard",
  facility_settings_group: "facility_address",
  facility_parents_teachers: "facility_parents"
}

export interface OwnerAreaPageProps {
  /** The owner-area route shown (a 'user_facility' route of the table). */
  readonly route: RouteName
  readonly params: Readonly<Record<string, string | undefined>>
}

/**
 * The owner area `/user_facility/:facility` (management 2.2, 2.3): My facilities and the user
 * card beside the facility's tabs; the tab of the route, loaded on its own, over the facility
 * as its editors read it. The facility may also come from `?legacy=` or `?facility=`, or be a
 * claim ('shadow'). A pending claim does not open; a tab whose permissions the user lacks
 * on this facility goes back (management 6); a premium-only tab of a facility that is not
 * premium shows the upsell. A teacher the owner made a moderator (core's ownerAreaRole) gets
 * the News tab alone: any other tab of that facility takes them there.
 */
export default function OwnerAreaPage({ route, params }: OwnerAreaPageProps) {
  // The route's gate lets only a signed-in user in.
  const user = useSessionUser() as User
  const { t } = useTranslation("ownerArea")
  const search = useSearch()
  const mobile = useIsMobile()
  const owned = useQuery(ownedFacilitiesQuery(api, user.id))
  const memberships = useQuery(myMembershipsQuery(api, user.id))
  const overview = useQuery({ ...overviewQuery(api, user.id), refetchOnWindowFocus: true })
  const mine = owned.data === undefined ? [] : myFacilities(owned.data)
  const moderated = moderatedFacilities(memberships.data ?? [], mine.map((facility) => facility.id))
  const facilityId = owned.data === undefined ? null : currentFacilityId(params.facility, search, [...mine, ...moderated], owned.data.shadow_facilities)
  const entry = mine.find((facility) => facility.id === facilityId)
  const pending = isAwaitingSupport(entry)
  const role = facilityId === null ? "none" : ownerAreaRole({ ...user, facilities: owned.data?.facilities }, facilityId, moderated)
  const moderating = role === "moderates"
  const knownRef = entry?.ref ?? moderated.find((facility) => facility.id === facilityId)?.ref
  const managed = useQuery({ ...managedFacilityQuery(api, facilityId ?? 0), enabled: facilityId !== null && !pending && !moderating })
  const published = useQuery({ ...facilityQuery(api, knownRef ?? String(facilityId)), enabled: moderating })
  const current = moderating ? published : managed
  usePageTitle(current.data === undefined ? t("MY_FACILITIES") : `${t(keyFromData(routes[route].meta.display ?? route))} – ${current.data.name}`)

  if (owned.isPending) return <LoadingScreen fullPage />
  // A moderator's facility is named through their memberships: wait for them before saying it is not there.
  if (facilityId === null) return memberships.isPending ? <LoadingScreen fullPage /> : <ErrorView status={404} />
  const facilityRef = knownRef ?? managed.data?.slug ?? String(facilityId)
  const opens = moderating ? ownerAreaRouteFor(role, route) : groupOpens[route]
  if (opens !== undefined && opens !== route) return <Redirect to={`${pathTo(opens, { facility: params.facility ?? facilityRef })}${search === "" ? "" : `?${search}`}`} replace />

  const access = current.data === undefined ? null : ownerTabAccess(routes[route].meta, user, current.data)
  const Tab = ownerTabs[route]
  return (
    <div className="container owner-area">
      <div className="owner-area__layout">
        <aside className="owner-area__aside">
          <MyFacilitiesMenu facilities={mine} moderated={moderated} currentId={facilityId} overview={overview.data} mobile={mobile} />
          {current.data === undefined ? null : (
            <OwnerTabsMenu user={user} role={role} facility={current.data} facilityRef={facilityRef} active={route} overview={overview.data} />
          )}
          <UserCard />
        </aside>
        {/* The layout's <main> holds the page: one main landmark. */}
        <div className="owner-area__content" data-testid="owner-area">
          {pending ? (
            <p className="owner-area__notice" role="status">{t("FACILITY_WAITING_FOR_APPROVAL_TOAST")}</p>
          ) : current.isError ? (
            <ErrorView status={callErrorStatus(current.error) ?? 500} />
          ) : current.data === undefined ? (
            <LoadingScreen />
          ) : access === "hidden" ? (
            <GoBack />
          ) : access === "upsell" ? (
            <PremiumUpsellDialog open onOpenChange={() => window.history.back()} facilityStatus={current.data.status} />
          ) : !moderating && Tab === undefined ? (
            <ErrorView status={404} />
          ) : (
            <>
              <h1 className="owner-area__title">{t(keyFromData(routes[route].meta.display ?? route))}</h1>
              <Suspense fallback={<LoadingScreen />}>
                {moderating ? (
                  <ModeratorNewsTab facilityId={facilityId} facility={current.data} />
                ) : managed.data === undefined || Tab === undefined ? null : (
                  <Tab facilityId={facilityId} facility={managed.data} params={params} />
                )}
              </Suspense>
            </>
          )}
        </div>
      </div>
    </div>
  )
}
