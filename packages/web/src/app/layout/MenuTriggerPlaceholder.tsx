import { useTranslation } from "react-i18next"
import { languageButtonLabel } from "../../shared/i18n/language"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { useSessionUser } from "../session"
import { Avatar } from "../../shared/ui/Avatar"

export type MenuKind = "language" | "profile" | "burger"

/**
 * What a navbar menu trigger looks like until its menu code is loaded (see NavbarMenuSlot): the
 * same box, text and test id, so nothing moves when the real trigger replaces it.
 */
export function MenuTriggerPlaceholder({ kind, className }: { readonly kind: MenuKind; readonly className?: string | undefined }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const user = useSessionUser()
  const extra = className ? ` ${className}` : ""
  switch (kind) {
    case "language":
      return (
        <button type="button" className={`navbar__language${extra}`} aria-label={`${t("CHANGE_LANGUAGE")}: ${languageButtonLabel(language)}`} aria-haspopup="menu" data-testid="language-button">
          {languageButtonLabel(language)}
        </button>
      )
    case "profile":
      return (
        <button type="button" className={`navbar__avatar${extra}`} aria-label={t("USER_MENU")} aria-haspopup="menu" data-testid="profile-menu-button">
          {user ? <Avatar src={user.avatar} seed={user.id} alt="" size={36} /> : null}
        </button>
      )
    case "burger":
      return (
        <button type="button" className={`navbar__burger${extra}`} aria-label={t("OPEN_MENU")} aria-haspopup="dialog" data-testid="burger">
          <span className="navbar__burger-lines" aria-hidden="true" />
        </button>
      )
  }
}
