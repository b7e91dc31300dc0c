import { isSupport, type User } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useDisplayName, useSendSession, useSessionUser } from "../../shared/auth/session"
import { Avatar } from "../../shared/ui/Avatar"
import { AccountShell } from "./AccountShell"
import { PreferencesSections } from "./PreferencesSections"
import { RecentlyViewed } from "./RecentlyViewed"
import "./profile.css"
import { Button } from "../../shared/ui/Button"

/**
 * My account (spec 2.11, /user/profile): who I am, the facilities I last looked at, the interface
 * language, e-mail notification toggles and logout. Only reachable signed in (route validation 'user').
 */
export default function ProfilePage() {
  const user = useSessionUser()
  // A new account gets its own settings actor.
  return user === null ? null : <Profile key={user.id} user={user} />
}

/** The profile of the signed-in user: who they are, their preferences, and logout. */
function Profile({ user }: { readonly user: User }) {
  const { t } = useTranslation(["account", "common"])
  const name = useDisplayName()
  const sendSession = useSendSession()

  return (
    <AccountShell tab="user" title={t("PROFILE_TITLE")}>
      <div className="profile__header">
        <Avatar src={user.avatar} seed={user.id} alt="" size={72} />
        <div>
          <h2 className="profile__name" data-testid="profile-name">
            {name ?? t("common:NO_DATA")}
          </h2>
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
            <dd>{isSupport(user) ? t("ACCOUNT_TYPE_SUPPORT") : t("ACCOUNT_TYPE_USER")}</dd>
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

        <RecentlyViewed />

        <PreferencesSections user={user} />

        <section className="card profile__section" aria-labelledby="profile-session">
          <h2 id="profile-session">{t("SESSION_TITLE")}</h2>
          <p>{t("LOGOUT_TEXT")}</p>
          <Button onClick={() => sendSession({ type: "LOGOUT" })} data-testid="profile-logout">
            {t("common:LOGOUT")}
          </Button>
        </section>
      </div>
    </AccountShell>
  )
}
