import type { Language } from "@pociecha/core"
import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../api"
import { browserStorage } from "../browserStorage"
import { sessionActor } from "../auth/session"
import { reportCallFailure } from "../errors"
import { applyLanguage } from "./index"
import { DEFAULT_LANGUAGE, fromI18nLanguage } from "./language"
import { saveGuestLanguage } from "./languagePreference"

/**
 * Changes the interface language and remembers it: on the device for everyone, and on the
 * account for a signed-in user (PATCH v1/account/account/{id}, then USER_UPDATED).
 */
export async function changeLanguage(language: Language): Promise<void> {
  await applyLanguage(language)
  saveGuestLanguage(browserStorage() ?? undefined, language)
  const user = sessionActor.getSnapshot().context.user
  if (user === null || user.language === language) return
  sessionActor.send({ type: "LANGUAGE_CHANGED", language })
  try {
    const updated = await api.call((c) => c.account.patchAccount({ params: { id: user.id }, payload: { language } }))
    sessionActor.send({ type: "USER_UPDATED", user: updated })
  } catch (error) {
    reportCallFailure(error)
  }
}

/** The language shown now (product code) and a setter that persists it. */
export function useLanguage(): { readonly language: Language; readonly setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation()
  const language = fromI18nLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
  const setLanguage = useCallback((next: Language) => changeLanguage(next), [])
  return { language, setLanguage }
}
