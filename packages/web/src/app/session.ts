import { languageInUrl, type Language } from "@pociecha/core"
import { useEffect } from "react"
import { toast } from "../shared/ui/toast"
import { useLocation } from "wouter"
import { startSession } from "../shared/auth/session"
import { browserStorage } from "../shared/browserStorage"
import { applyLanguage, i18n } from "../shared/i18n"
import { initialLanguage, loadGuestLanguage, saveGuestLanguage } from "../shared/i18n/languagePreference"
import { pathTo } from "../shared/routing/paths"
import { usePociechaSession } from "../shared/session/PociechaSessionProvider"

export { useSendSession, useDisplayName, useIsLogged, useSessionUser } from "../shared/auth/session"

/**
 * Starts the session and decides the first language: the URL's (`?lang=`), else the restored
 * user's, else the guest's choice, else the browser's if Ukrainian, else Polish. From then on, whenever a user signs in,
 * their account's language wins (spec: the language lives on the user).
 */
export function bootSession(): Language {
  const actor = startSession()
  const restored = actor.getSnapshot().context.user
  const language = initialLanguage({
    url: typeof location === "undefined" ? null : languageInUrl(location.search),
    user: restored?.language,
    guest: loadGuestLanguage(browserStorage() ?? undefined),
    browser: typeof navigator === "undefined" ? [] : navigator.languages
  })
  let userId = restored?.id ?? null
  actor.subscribe((snapshot) => {
    const user = snapshot.context.user
    const id = user?.id ?? null
    if (id === userId) return
    userId = id
    if (user !== null) {
      saveGuestLanguage(browserStorage() ?? undefined, user.language)
      void applyLanguage(user.language)
    }
  })
  return language
}

/**
 * Sends the user to the landing page when the session ends (spec 4.1): a logout, or a session
 * the server no longer knows (expired, logged out elsewhere, a forged token), which a toast
 * explains: nothing the person did here ended it. An e-mail change confirmed here stays on its
 * confirmation page, which explains it.
 */
export function useLogoutNavigation(): void {
  const [, navigate] = useLocation()
  const { actor } = usePociechaSession()
  useEffect(() => {
    const subscription = actor.on("loggedOut", ({ reason }) => {
      if (reason === "emailChanged") return
      if (reason === "expired") toast.warning(i18n.t("SESSION_ENDED"))
      navigate(pathTo("landing"))
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate])
}
