import type { Language, SessionActor } from "@pociecha/core"
import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../api"
import { browserStorage } from "../browserStorage"
import { reportCallFailure } from "../errors"
import { usePociechaSession } from "../session/PociechaSessionProvider"
import { applyLanguage } from "./index"
import { DEFAULT_LANGUAGE, fromI18nLanguage } from "./language"
import { saveGuestLanguage } from "./languagePreference"

/**
 * Changes the interface language and remembers it: on the device for everyone, and on the
 * account of the session's signed-in user (PATCH v1/account/account/{id}, then USER_UPDATED).
 */
async function changeLanguage(session: SessionActor, language: Language): Promise<void> {
  await applyLanguage(language)
  saveGuestLanguage(browserStorage() ?? undefined, language)
  const user = session.getSnapshot().context.user
  if (user === null || user.language === language) return
  session.send({ type: "LANGUAGE_CHANGED", language })
  try {
    const updated = await api.call((c) => c.account.patchAccount({ params: { id: user.id }, payload: { language } }))
    session.send({ type: "USER_UPDATED", user: updated })
  } catch (error) {
    reportCallFailure(error)
  }
}

/** The language shown now (product code) and a setter that persists it. */
export function useLanguage(): { readonly language: Language; readonly setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation()
  const language = fromI18nLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
  const { actor } = usePociechaSession()
  const setLanguage = useCallback((next: Language) => changeLanguage(actor, next), [actor])
  return { language, setLanguage }
}
