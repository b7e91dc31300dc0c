import { maintenanceQuery, seesMaintenancePage } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense, type ReactNode } from "react"
import { useLocation } from "wouter"
import { api } from "../shared/api"
import { useSessionUser } from "../shared/auth/session"
import { resolveRoute } from "../shared/routing/paths"
import { LoadingScreen } from "../shared/ui/LoadingScreen"

const MaintenancePage = lazy(() => import("../features/maintenance/MaintenancePage"))

/** How often an open tab asks whether maintenance began or ended. */
const MAINTENANCE_POLL_MS = 60_000

/** The pages that stay reachable during maintenance: signing in, so support can get in. */
const openDuringMaintenance = new Set(["login", "cms_login"])

/**
 * During maintenance (issue 19) everyone but signed-in support sees the maintenance page instead
 * of the page they opened (core's seesMaintenancePage), except the sign-in pages. The state is
 * asked again every minute and when the tab is focused, so a tab follows the switch by itself.
 */
export function MaintenanceGate({ children }: { readonly children: ReactNode }) {
  const user = useSessionUser()
  const [pathname] = useLocation()
  const state = useQuery({ ...maintenanceQuery(api), refetchInterval: MAINTENANCE_POLL_MS })
  const name = resolveRoute(pathname).name
  if (state.data === undefined || !seesMaintenancePage(state.data, user) || (name !== null && openDuringMaintenance.has(name))) return children
  return (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <MaintenancePage state={state.data} />
    </Suspense>
  )
}
