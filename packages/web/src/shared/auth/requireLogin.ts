import { useCallback } from "react"
import { useLocation } from "wouter"
import { loginPath } from "../routing/paths"
import { useIsLogged } from "./session"

/**
 * Guards an action that needs an account (spec 4.8, 6): adding an opinion, reporting, asking a
 * question, applying. Returns a function that, for a guest, goes to the login page with
 * `?next=returnTo` (after login the user comes back there) and answers false; for a
 * signed-in user it answers true and does nothing.
 *
 * @example
 * const requireLogin = useRequireLogin()
 * const onAddOpinion = () => { if (requireLogin(`${pathname}?opinia=1`)) openWizard() }
 */
export function useRequireLogin(): (returnTo: string) => boolean {
  const isLogged = useIsLogged()
  const [, navigate] = useLocation()
  return useCallback(
    (returnTo: string) => {
      if (isLogged) return true
      navigate(loginPath(returnTo))
      return false
    },
    [isLogged, navigate]
  )
}
