import { type User, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useTranslation } from "react-i18next"
import { Switch, useToasts } from "../../shared/forms"
import { LANGUAGE_LABELS, SELECTABLE_LANGUAGES } from "../../shared/i18n/language"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { usePociechaMachine, usePociechaSession } from "../../shared/session"
import "./preferences.css"

type Notification = "notify_new_opinions" | "notify_new_questions"

/**
 * The account's preferences (spec 2.11): the interface language and the two e-mail notification
 * switches — on the profile and in the settings alike. Core's profileSettingsMachine keeps the
 * account fresh and saves one switch at a time; a changed language is saved with the account by
 * the session.
 */
export function PreferencesSections({ user }: { readonly user: User }) {
  const { t } = useTranslation("account")
  const { language, setLanguage } = useLanguage()
  const session = usePociechaSession().actor
  const settings = usePociechaMachine(readyMachines.profileSettings, { input: { userId: user.id, session } })
  useToasts(settings, "account")
  // One switch is saved at a time: both wait while one is saved.
  const saving = useSelector(settings, (snapshot) => snapshot.context.saving !== null)
  const toggle = (field: Notification) => (value: boolean) => settings.send({ type: "TOGGLE_NOTIFICATION", field, value })
  return (
    <>
      <section className="card preferences__section" aria-labelledby="preferences-language">
        <h2 id="preferences-language">{t("LANGUAGE_TITLE")}</h2>
        <fieldset className="preferences__languages">
          <legend>{t("LANGUAGE_TEXT")}</legend>
          {SELECTABLE_LANGUAGES.map((code) => (
            <label key={code} className="preferences__language" lang={code === "ua" ? "uk" : code}>
              <input type="radio" name="language" value={code} checked={language === code} onChange={() => void setLanguage(code)} />
              {LANGUAGE_LABELS[code]}
            </label>
          ))}
        </fieldset>
      </section>

      <section className="card preferences__section" aria-labelledby="preferences-notifications">
        <h2 id="preferences-notifications">{t("NOTIFICATIONS_TITLE")}</h2>
        <Switch
          label={t("NOTIFY_NEW_OPINIONS")}
          description={t("NOTIFY_NEW_OPINIONS_TEXT")}
          checked={user.notify_new_opinions}
          disabled={saving}
          onChange={toggle("notify_new_opinions")}
        />
        <Switch
          label={t("NOTIFY_NEW_QUESTIONS")}
          description={t("NOTIFY_NEW_QUESTIONS_TEXT")}
          checked={user.notify_new_questions}
          disabled={saving}
          onChange={toggle("notify_new_questions")}
        />
      </section>
    </>
  )
}
