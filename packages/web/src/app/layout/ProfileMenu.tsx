import * as DropdownMenu from "@radix-ui/react-dropdown-menu"
import { useTranslation } from "react-i18next"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { Avatar } from "../../shared/ui/Avatar"
import { useDisplayName, useSendSession, useSessionUser } from "../session"
import { AccountMenuItems } from "./AccountMenuLinks"
import { LanguageRadioItems } from "./LanguageMenu"
import { useOpenUntilNavigation } from "./useOpenUntilNavigation"

/**
 * The signed-in user's avatar and profile menu (spec 2.3): profile, language selector, logout,
 * close. Closes on an outside click, Escape and route change; choosing a language sets it on the
 * account and closes the menu.
 */
export function ProfileMenu({ openOnMount = false }: { readonly openOnMount?: boolean }) {
  const { t } = useTranslation()
  const user = useSessionUser()
  const name = useDisplayName()
  const send = useSendSession()
  const { language, setLanguage } = useLanguage()
  const [open, setOpen] = useOpenUntilNavigation(openOnMount)
  if (user === null) return null
  const label = name ?? user.email
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className="navbar__avatar" data-testid="profile-menu-button" aria-label={`${t("USER_MENU")}: ${label}`}>
        <Avatar src={user.avatar} seed={user.id} alt="" size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <div className="menu__header">
            <span className="menu__name">{name ?? t("NO_DATA")}</span>
            <span className="menu__email">{user.email}</span>
          </div>
          <DropdownMenu.Separator className="menu__separator" />
          <AccountMenuItems />
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="menu__item menu__item--sub">{t("LANGUAGE")}</DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                <LanguageRadioItems
                  language={language}
                  onChoose={(next) => {
                    setOpen(false)
                    void setLanguage(next)
                  }}
                />
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Item className="menu__item" onSelect={() => send({ type: "LOGOUT" })} data-testid="logout">
            {t("LOGOUT")}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => setOpen(false)}>
            {t("CLOSE")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
