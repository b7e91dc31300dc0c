import { useTranslation } from "react-i18next"
import { useSendSession } from "../../../shared/auth/session"
import { LANGUAGE_LABELS, SELECTABLE_LANGUAGES, isLanguage, languageButtonLabel } from "../../../shared/i18n/language"
import { useLanguage } from "../../../shared/i18n/useLanguage"
import { Button } from "../../../shared/ui/Button"

/**
 * The user card's own controls (management 2.3): the language button, showing the current
 * language's code in upper case, and logout.
 */
export function UserCard() {
  const { t } = useTranslation("ownerArea")
  const { language, setLanguage } = useLanguage()
  const sendSession = useSendSession()
  return (
    <div className="owner-user-card">
      <label className="owner-user-card__language">
        <span aria-hidden="true">{languageButtonLabel(language)}</span>
        <select
          aria-label={t("CHANGE_LANGUAGE", { ns: "common" })}
          data-testid="owner-language"
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void setLanguage(event.target.value)
          }}
        >
          {SELECTABLE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_LABELS[code]}
            </option>
          ))}
        </select>
      </label>
      <Button variant="ghost" data-testid="owner-logout" onClick={() => sendSession({ type: "LOGOUT" })}>
        {t("LOGOUT", { ns: "common" })}
      </Button>
    </div>
  )
}
