import {
  CARD_PANEL_FIRST_TAB, cardPanelPathOf, type CardPanelRouteName, cardPanelTabAt, cardPanelTabs, managedFacilityQuery, myFacilities,
  ownedFacilitiesQuery, type User
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Redirect, useLocation } from "wouter"
import { api } from "../../../shared/api"
import { useIsLogged, useSessionUser } from "../../../shared/auth/session"
import { callErrorStatus } from "../../../shared/errors"
import { usePageTitle } from "../../../shared/hooks/usePageTitle"
import { ErrorView } from "../../../shared/ui/ErrorView"
import { LoadingScreen } from "../../../shared/ui/LoadingScreen"
import { SideMenu } from "../../../shared/ui/SideMenu"
import { useDrawerOpen } from "./panelDrawer"
import { PanelLoginModal } from "./PanelLoginModal"
import { panelTabs } from "./panelTabs"
import "../shell/ownerArea.css"
import "./cardPanel.css"

/** The text key of each tab's label in the drawer and its title. */
const tabLabels = {
  "facility-panel-edit-details": "PANEL_TAB_DETAILS",
  "facility-panel-edit-basic-info": "PANEL_TAB_BASIC_INFO",
  "facility-panel-edit-description": "PANEL_TAB_DESCRIPTION",
  "facility-panel-edit-amenities": "PANEL_TAB_AMENITIES",
  "facility-panel-edit-additional-events": "PANEL_TAB_ADDITIONAL_EVENTS",
  "facility-panel-edit-gallery": "PANEL_TAB_GALLERY",
  "facility-panel-edit-employees": "PANEL_TAB_EMPLOYEES",
  "facility-panel-edit-day-plan": "PANEL_TAB_DAY_PLAN",
  "facility-panel-edit-recruitment": "PANEL_TAB_RECRUITMENT"
} as const satisfies Record<CardPanelRouteName, string>

/**
 * The business-card panel (management 2.8): a 280 px drawer headed "Manage your card" with the
 * nine tabs, beside the tab shown. Signed out, the login modal asks to sign in; the empty child
 * (and any path the panel does not know) opens the details tab.
 */
export function CardPanel() {
  const { t } = useTranslation("ownerArea")
  const [location] = useLocation()
  const [drawerOpen, setDrawerOpen] = useDrawerOpen()
  const isLogged = useIsLogged()
  const tab = cardPanelTabAt(location)
  usePageTitle(t("FACILITY_PANEL_LAYOUT_MANAGE_CARD"))
  if (tab === null) return <Redirect to={cardPanelPathOf(CARD_PANEL_FIRST_TAB)} replace />

  return (
    <div className={`card-panel${drawerOpen ? " card-panel--drawer-open" : ""}`}>
      <button type="button" className="card-panel__toggle" aria-expanded={drawerOpen} aria-controls="card-panel-drawer"
        onClick={() => setDrawerOpen(!drawerOpen)} data-testid="panel-drawer-toggle">
        {t(drawerOpen ? "PANEL_DRAWER_CLOSE" : "PANEL_DRAWER_OPEN")}
      </button>
      <aside id="card-panel-drawer" className="card-panel__drawer" hidden={!drawerOpen} data-testid="panel-drawer">
        <h2 className="card-panel__heading">{t("FACILITY_PANEL_LAYOUT_MANAGE_CARD")}</h2>
        <SideMenu
          label={t("FACILITY_PANEL_LAYOUT_MANAGE_CARD")}
          items={cardPanelTabs.map(({ name, path }) => ({ key: name, href: path, label: t(tabLabels[name]), active: name === tab }))}
        />
      </aside>
      <main className="card-panel__content" data-testid="card-panel">
        {isLogged ? <SignedInPanel tab={tab} /> : <PanelLoginModal />}
      </main>
    </div>
  )
}

/**
 * The signed-in owner's card: the first facility they run (an owner of several edits the others in
 * the owner area), read as its editors read it, under the tab's own component from the owner area.
 */
function SignedInPanel({ tab }: { readonly tab: CardPanelRouteName }) {
  const { t } = useTranslation("ownerArea")
  // Signed in: the panel renders this only then.
  const user = useSessionUser() as User
  const owned = useQuery(ownedFacilitiesQuery(api, user.id))
  const facility = owned.data === undefined ? undefined : myFacilities(owned.data).find((entry) => entry.shadow_status === null)
  const managed = useQuery({ ...managedFacilityQuery(api, facility?.id ?? 0), enabled: facility !== undefined })
  if (owned.isError) return <ErrorView status={callErrorStatus(owned.error) ?? 500} />
  if (owned.isPending) return <LoadingScreen />
  if (facility === undefined) return <p className="owner-area__notice" role="status">{t("PANEL_NO_FACILITY")}</p>
  if (managed.isError) return <ErrorView status={callErrorStatus(managed.error) ?? 500} />
  if (managed.data === undefined) return <LoadingScreen />
  const Tab = panelTabs[tab]
  return (
    <>
      <p className="card-panel__facility">{managed.data.name}</p>
      <h1 className="owner-area__title">{t(tabLabels[tab])}</h1>
      <Suspense fallback={<LoadingScreen />}>
        <Tab facilityId={facility.id} facility={managed.data} params={{}} />
      </Suspense>
    </>
  )
}
