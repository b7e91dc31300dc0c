import { FACILITY_ACTION_PARAM, facilityActionParam, readFacilityAction, startFacilityAction, type FacilityAction } from "@pociecha/core"
import { useCallback, useEffect, useEffectEvent } from "react"
import { useLocation, useSearchParams } from "wouter"
import { useIsLogged } from "../../../shared/auth/session"
import { loginPath } from "../../../shared/routing/paths"

/** The action the profile runs now, and how to start and end one. */
export interface ProfileActions {
  /** The action under way (its dialog is open, or its request waits to be sent), or null. */
  readonly current: FacilityAction | null
  /** Starts an action: at once when signed in; a guest logs in first and comes back to it (spec 4.8). */
  readonly start: (action: FacilityAction) => void
  /** The action is over (its dialog closed, its request sent). */
  readonly finish: () => void
}

/**
 * The profile's actions that need an account and run in a dialog (asking, reporting, subscribing), with
 * core's startFacilityAction deciding where each starts. The action under way is the address's
 * `?action=` — the same parameter the login page returns with — so coming back from the login
 * page simply finds it under way.
 */
export function useProfileActions(): ProfileActions {
  const [pathname, navigate] = useLocation()
  const [search, setSearch] = useSearchParams()
  const isLogged = useIsLogged()

  const setAction = useCallback(
    (action: FacilityAction | null) =>
      setSearch(
        (params) => {
          if (action === null) params.delete(FACILITY_ACTION_PARAM)
          else params.set(FACILITY_ACTION_PARAM, facilityActionParam(action))
          return params
        },
        { replace: true }
      ),
    [setSearch]
  )

  const start = useCallback(
    (action: FacilityAction) => {
      const step = startFacilityAction(action, { signedIn: isLogged, path: pathname })
      if (step.kind === "login") navigate(loginPath(step.returnTo))
      else setAction(action)
    },
    [isLogged, pathname, navigate, setAction]
  )
  const finish = useCallback(() => setAction(null), [setAction])

  const requested = isLogged ? readFacilityAction(search.get(FACILITY_ACTION_PARAM)) : null
  // What the profile has no dialog for (a claim or an opinion to send, each run on its own page)
  // only leaves the address.
  const stray = requested !== null && (requested.kind === "claim" || requested.kind === "send-opinion")
  const clearStray = useEffectEvent(() => setAction(null))
  useEffect(() => {
    if (stray) clearStray()
  }, [stray])

  return { current: stray ? null : requested, start, finish }
}
