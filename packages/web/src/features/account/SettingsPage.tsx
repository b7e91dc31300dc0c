import { hasOwnPassword, type User } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useSessionUser } from "../../shared/auth/session"
import { AccountShell } from "./AccountShell"
import { PreferencesSections } from "./PreferencesSections"
import { AvatarSection } from "./settings/AvatarSection"
import { ChangeEmailSection } from "./settings/ChangeEmailSection"
import { ChangePasswordSection } from "./settings/ChangePasswordSection"
import { DeleteAccountSection } from "./settings/DeleteAccountSection"
import { ExportDataSection } from "./settings/ExportDataSection"
import "./settings/settings.css"

/**
 * Account settings (spec 2.11): the photo, the password and the e-mail address, the language and
 * the notification switches, downloading all of one's data, and deleting the account. An account made through Google or Facebook has no password of its own here, so it
 * signs in and changes its address with that provider; it can still be deleted.
 */
export default function SettingsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  return <AccountShell tab="user_settings" title={t("common:ACCOUNT_SETTINGS")}>{user === null ? null : <Settings key={user.id} user={user} />}</AccountShell>
}

function Settings({ user }: { readonly user: User }) {
  const { t } = useTranslation(["account", "common"])
  return (
    <div className="settings">
      <AvatarSection user={user} />
      {hasOwnPassword(user) ? (
        <>
          <ChangePasswordSection user={user} />
          <ChangeEmailSection user={user} />
        </>
      ) : (
        <section className="card settings__section" aria-labelledby="settings-outside">
          <h2 id="settings-outside">{t("OUTSIDE_ACCOUNT_TITLE")}</h2>
          <p className="settings__hint">{t("OUTSIDE_ACCOUNT_TEXT", { provider: t(`PROVIDER_${user.source.toUpperCase()}`, { defaultValue: user.source }), email: user.email })}</p>
        </section>
      )}
      <PreferencesSections user={user} />
      <ExportDataSection user={user} />
      <DeleteAccountSection user={user} />
    </div>
  )
}
