import type { Language } from "@pociecha/core"
import { useEffect } from "react"
import { useLocation } from "wouter"
import { sessionActor, startSession } from "../shared/auth/session"
import { browserStorage } from "../shared/browserStorage"
import { applyLanguage } from "../shared/i18n"
import { initialLanguage, loadGuestLanguage, saveGuestLanguage } from "../shared/i18n/languagePreference"

export {
  sendSession,
  sessionActor,
  useDisplayName,
  useIsLogged,
  useLoginError,
  useSession,
  useSessionStatus,
  useSessionUser,
  type SessionSnapshot,
  type SessionStatus
} from "../shared/auth/session"


/**
 * Starts the session and decides the first language: the restored user's, else the guest's
 * choice, else the browser's if Ukrainian, else Polish. From then on, whenever a user signs in,
 * their account's language wins (spec: the language lives on the user).
 */
export function bootSession(): Language {
  const actor = startSession()
  const restored = actor.getSnapshot().context.user
  const language = initialLanguage(restored?.language, loadGuestLanguage(browserStorage() ?? undefined), typeof navigator === "undefined" ? [] : navigator.languages)
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

/** Sends the user to '/' when the session ends: logout or an expired session (spec 4.1). */
export function useLogoutNavigation(): void {
  const [, navigate] = useLocation()
  useEffect(() => {
    const subscription = sessionActor.on("loggedOut", () => navigate("/"))
    return () => subscription.unsubscribe()
  }, [navigate])
}
