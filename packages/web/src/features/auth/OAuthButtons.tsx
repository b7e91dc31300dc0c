import { oauthProvidersQuery, oauthStartPath, type OAuthProvider } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { buttonClass } from "../../shared/ui/Button"

const labels: Readonly<Record<OAuthProvider, string>> = {
  google: "LOGIN_WITH_GOOGLE",
  facebook: "LOGIN_WITH_FACEBOOK"
}

/**
 * "Zaloguj przez Google / Facebook" (spec 2.10): one link per provider the server is configured
 * for — none while that is unknown or when it has none. The link leaves the app for the server's
 * start of the sign-in, carrying where to return and the language of an account it may create.
 */
export function OAuthButtons({ next }: { readonly next: string | null }) {
  const { t } = useTranslation("auth")
  const { language } = useLanguage()
  const providers = useQuery(oauthProvidersQuery(api)).data?.providers ?? []
  if (providers.length === 0) return null
  return (
    <div className="auth__providers">
      {providers.map((provider) => (
        <a
          key={provider}
          className={buttonClass({ variant: "outline", block: true, className: `auth__provider auth__provider--${provider}` })}
          href={oauthStartPath(provider, { next, language })}
          data-testid={`oauth-${provider}`}
        >
          {t(keyFromData(labels[provider]))}
        </a>
      ))}
      <p className="auth__divider">{t("OR_WITH_EMAIL")}</p>
    </div>
  )
}
