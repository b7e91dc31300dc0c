import { canEnterRoute } from "@pociecha/core"
import type { ReactNode } from "react"
import { Redirect } from "wouter"
import NotFoundPage from "../shared/errorPages/NotFoundPage"
import { GoBack } from "../shared/routing/GoBack"
import { pathTo, type RouteMeta } from "../shared/routing/paths"
import { useSessionUser } from "./session"

/**
 * Applies a route's validation and permissions (spec 6, core's canEnterRoute): a guest on a
 * 'user' route goes to '/', missing permissions go back, the support area is a 404 for others.
 */
export function RouteGate({ meta, children }: { readonly meta: RouteMeta; readonly children: ReactNode }) {
  const user = useSessionUser()
  switch (canEnterRoute({ user, route: meta, currentFacilityId: null })) {
    case "allow":
      return children
    case "redirect-home":
      return <Redirect to={pathTo("landing")} replace />
    case "back":
      return <GoBack />
    case "not-found":
      return <NotFoundPage />
  }
}
