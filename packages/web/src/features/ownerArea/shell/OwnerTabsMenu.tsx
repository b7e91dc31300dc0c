import { appRoutes, ownerAreaShowsTab, ownerTabAccess, type AccessUser, type FacilityStatus, type OwnerAreaRole, type Overview } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { groupTabs, pathTo, routes, type RouteName } from "../../../shared/routing/paths"
import { CounterBadge } from "../../../shared/ui/CounterBadge"
import { PremiumUpsellDialog } from "./PremiumUpsellDialog"
// The side menu's look, which the account pages' SideMenu brings along: the area may be the first page loaded.
import "../../../shared/ui/sideMenu.css"
import { keyFromData } from "../../../shared/i18n/keyFromData"

interface OwnerTabsMenuProps {
  readonly user: AccessUser
  /** What the area is for the user on this facility (core's ownerAreaRole): a moderator is shown News alone. */
  readonly role: OwnerAreaRole
  readonly facility: { readonly id: number; readonly status: FacilityStatus }
  /** The `:facility` of the links: the slug, or the id. */
  readonly facilityRef: string
  readonly active: RouteName
  readonly overview: Overview | undefined
}

/** A tab's counter (management 2.3): the facility's new opinions or new messages from the overview. */
function tabCounter(name: RouteName, overview: Overview | undefined, facilityId: number): number {
  const key = String(facilityId)
  switch (routes[name].meta.counter) {
    case "opinions":
      return overview?.opinions.new_opinions_by_facility[key] ?? 0
    case "questions":
      return overview?.user_questions.new_messages_by_facility[key] ?? 0
    default:
      return 0
  }
}

/** The facility profile's tabs (management 2.2: the children of facility_settings), shown under one parent. */
const isProfileTab = (name: RouteName) => {
  const path = routes[name].path
  return typeof path === "string" && path.startsWith(`${appRoutes.facility_settings_group}/`)
}

/**
 * The facility's tabs (management 2.2, 2.3): the 'user_facility' routes of the table its role
 * shows (a moderator teacher: News alone, management 1), each shown only with every permission it lists; a premium-only tab of a facility that is not
 * premium opens the upsell instead of navigating (support staff are exempt). The profile's tabs
 * sit under FACILITY_PROFILE, expanded while one of them is open.
 */
export function OwnerTabsMenu({ user, role, facility, facilityRef, active, overview }: OwnerTabsMenuProps) {
  const { t } = useTranslation("ownerArea")
  const [upsell, setUpsell] = useState(false)
  const tabs = groupTabs("user_facility").flatMap((name) => {
    if (!ownerAreaShowsTab(role, name)) return []
    const access = ownerTabAccess(routes[name].meta, user, facility)
    return access === "hidden" ? [] : [{ name, access }]
  })
  const item = ({ name, access }: (typeof tabs)[number]) => {
    const content = (
      <>
        <span className="side-menu__label">{t(keyFromData(routes[name].meta.display ?? name))}</span>
        {access === "upsell" ? <span className="owner-tabs__premium">{t("PREMIUM")}</span> : null}
        <CounterBadge count={tabCounter(name, overview, facility.id)} testId={`tab-counter-${name}`} />
      </>
    )
    return (
      <li key={name}>
        {access === "upsell" ? (
          <button type="button" className="side-menu__link" data-testid={`tab-${name}`} onClick={() => setUpsell(true)}>
            {content}
          </button>
        ) : (
          <Link
            href={pathTo(name, { facility: facilityRef })}
            className={`side-menu__link${name === active ? " side-menu__link--active" : ""}`}
            aria-current={name === active ? "page" : undefined}
            data-testid={`tab-${name}`}
          >
            {content}
          </Link>
        )}
      </li>
    )
  }
  const profileTabs = tabs.filter(({ name }) => isProfileTab(name))
  const profileOpen = isProfileTab(active)
  return (
    <nav className="side-menu owner-tabs" aria-label={t("FACILITY_TABS")}>
      <ul className="side-menu__list">
        {profileTabs.length === 0 ? null : (
          <li>
            <Link
              href={pathTo("facility_settings_view", { facility: facilityRef })}
              className={`side-menu__link${profileOpen ? " side-menu__link--active" : ""}`}
              aria-expanded={profileOpen}
              data-testid="tab-facility_settings_view"
            >
              <span className="side-menu__label">{t("FACILITY_PROFILE")}</span>
            </Link>
            {profileOpen ? <ul className="side-menu__list owner-tabs__children">{profileTabs.map(item)}</ul> : null}
          </li>
        )}
        {tabs.filter(({ name }) => !isProfileTab(name)).map(item)}
      </ul>
      <PremiumUpsellDialog open={upsell} onOpenChange={setUpsell} facilityStatus={facility.status} />
    </nav>
  )
}
