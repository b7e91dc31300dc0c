import type { AccountPatch, User } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { toast } from "sonner"
import { api, useApiResource } from "../../shared/api"
import { sendSession, useDisplayName, useSessionUser } from "../../shared/auth/session"
import { reportCallFailure } from "../../shared/errors"
import { Switch } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { LANGUAGE_LABELS, SELECTABLE_LANGUAGES } from "../../shared/i18n/language"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { Avatar } from "../../shared/ui/Avatar"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import "./profile.css"

type NotificationField = "notify_new_opinions" | "notify_new_questions"

/**
 * My account (spec 2.11, /user/profile): who I am, the interface language, e-mail notification
 * toggles (saved at once with PATCH v1/account/account/{id}) and logout. Only reachable signed in
 * (route validation 'user').
 */
export default function ProfilePage() {
  const { t } = useTranslation("account")
  usePageTitle(t("PROFILE_TITLE"))
  const user = useSessionUser()
  const name = useDisplayName()
  const { language, setLanguage } = useLanguage()
  const [saving, setSaving] = useState<NotificationField | null>(null)

  // Fresh account data from the server, so toggles changed on another device show correctly.
  useApiResource(async () => {
    if (user === null) return null
    const fresh = await api.call((c) => c.account.getAccount({ params: { id: user.id } }))
    sendSession({ type: "USER_UPDATED", user: fresh })
    return fresh
  }, [user?.id])

  if (user === null) return null

  const save = async (field: NotificationField, value: boolean) => {
    setSaving(field)
    const payload: AccountPatch = field === "notify_new_opinions" ? { notify_new_opinions: value } : { notify_new_questions: value }
    try {
      const updated: User = await api.call((c) => c.account.patchAccount({ params: { id: user.id }, payload }))
      sendSession({ type: "USER_UPDATED", user: updated })
      toast.success(t("SAVED"))
    } catch (error) {
      reportCallFailure(error)
    } finally {
      setSaving(null)
    }
  }

  return (
    <div className="container profile">
      <Breadcrumbs items={[{ label: t("PROFILE_TITLE") }]} />
      <div className="profile__header">
        <Avatar src={user.avatar} seed={user.id} alt="" size={72} />
        <div>
          <h1 className="profile__name" data-testid="profile-name">
            {name ?? t("common:NO_DATA")}
          </h1>
          <p className="profile__email">{user.email}</p>
        </div>
      </div>

      <div className="profile__grid">
        <section className="card profile__section" aria-labelledby="profile-account">
          <h2 id="profile-account">{t("ACCOUNT_DATA")}</h2>
          <dl className="profile__data">
            <dt>{t("NAME_SURNAME")}</dt>
            <dd>{name ?? t("common:NO_DATA")}</dd>
            <dt>{t("EMAIL")}</dt>
            <dd>{user.email}</dd>
            <dt>{t("ACCOUNT_TYPE")}</dt>
            <dd>{user.type === "support" ? t("ACCOUNT_TYPE_SUPPORT") : t("ACCOUNT_TYPE_USER")}</dd>
          </dl>
          {user.facilities.length > 0 ? (
            <>
              <h3 className="profile__subheading">{t("MY_FACILITIES")}</h3>
              <ul className="profile__facilities">
                {user.facilities.map((facility) => (
                  <li key={facility.id}>{facility.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section className="card profile__section" aria-labelledby="profile-language">
          <h2 id="profile-language">{t("LANGUAGE_TITLE")}</h2>
          <fieldset className="profile__languages">
            <legend>{t("LANGUAGE_TEXT")}</legend>
            {SELECTABLE_LANGUAGES.map((code) => (
              <label key={code} className="profile__language" lang={code === "ua" ? "uk" : code}>
                <input type="radio" name="language" value={code} checked={language === code} onChange={() => void setLanguage(code)} />
                {LANGUAGE_LABELS[code]}
              </label>
            ))}
          </fieldset>
        </section>

        <section className="card profile__section" aria-labelledby="profile-notifications">
          <h2 id="profile-notifications">{t("NOTIFICATIONS_TITLE")}</h2>
          <Switch
            label={t("NOTIFY_NEW_OPINIONS")}
            description={t("NOTIFY_NEW_OPINIONS_TEXT")}
            checked={user.notify_new_opinions}
            disabled={saving === "notify_new_opinions"}
            onChange={(value) => void save("notify_new_opinions", value)}
          />
          <Switch
            label={t("NOTIFY_NEW_QUESTIONS")}
            description={t("NOTIFY_NEW_QUESTIONS_TEXT")}
            checked={user.notify_new_questions}
            disabled={saving === "notify_new_questions"}
            onChange={(value) => void save("notify_new_questions", value)}
          />
        </section>

        <section className="card profile__section" aria-labelledby="profile-session">
          <h2 id="profile-session">{t("SESSION_TITLE")}</h2>
          <p>{t("LOGOUT_TEXT")}</p>
          <button type="button" className="btn btn--outline" onClick={() => sendSession({ type: "LOGOUT" })} data-testid="profile-logout">
            {t("common:LOGOUT")}
          </button>
        </section>
      </div>
    </div>
  )
}
