import * as Dialog from "@radix-ui/react-dialog"
import { useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "wouter"
import { Avatar } from "../../shared/ui/Avatar"
import { isLinkActive, navbarLinks } from "../navigation"
import { loginPath, pathTo } from "../../shared/routing/paths"
import { useDisplayName, useSendSession, useSessionUser } from "../session"
import { AccountSheetLinks } from "./AccountMenuLinks"
import { Logo } from "./Logo"
import { useOpenUntilNavigation } from "./useOpenUntilNavigation"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button, ButtonLink } from "../../shared/ui/Button"

/**
 * The burger menu below 1024 px (spec 2.3): a modal side sheet with the route links, then the
 * login and signup buttons for a guest, or the user's card, profile link and logout. Keyboard:
 * focus moves in and is trapped, Escape closes, focus returns to the burger. Closes on route
 * change and on logout.
 */
export function MobileMenu({ loginReturnTo, openOnMount = false }: { readonly loginReturnTo: string | null; readonly openOnMount?: boolean }) {
  const { t } = useTranslation()
  const [pathname] = useLocation()
  const [open, setOpen] = useOpenUntilNavigation(openOnMount)
  const openedOn = useRef<string | null>(openOnMount ? window.location.pathname : null)
  const user = useSessionUser()
  const name = useDisplayName()
  const send = useSendSession()
  const close = () => setOpen(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) openedOn.current = window.location.pathname
        setOpen(next)
      }}
    >
      <Dialog.Trigger className="navbar__burger" aria-label={t("OPEN_MENU")} data-testid="burger">
        <span className="navbar__burger-lines" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet__overlay" />
        <Dialog.Content
          className="sheet"
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            // Closed by navigating: focus stays on the new page's main content, not the burger.
            if (openedOn.current !== window.location.pathname) event.preventDefault()
          }}
        >
          <div className="sheet__header">
            <Logo />
            <Dialog.Title className="visually-hidden">{t("MENU")}</Dialog.Title>
            <Dialog.Close className="sheet__close" aria-label={t("CLOSE_MENU")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {user !== null ? (
            <div className="sheet__user">
              <Avatar src={user.avatar} seed={user.id} alt="" size={44} />
              <div>
                <div className="sheet__name">{name ?? t("NO_DATA")}</div>
                <div className="sheet__email">{user.email}</div>
              </div>
            </div>
          ) : null}
          <nav aria-label={t("MAIN_NAVIGATION")}>
            <ul className="sheet__links">
              {navbarLinks.flatMap((link) => [link, ...(link.dropdownItems ?? [])]).map((link) => (
                <li key={link.key}>
                  <Link href={link.href} onClick={close} aria-current={isLinkActive(link.href, pathname) ? "page" : undefined}>
                    {t(keyFromData(link.display))}
                  </Link>
                </li>
              ))}
              {user !== null ? <AccountSheetLinks onNavigate={close} /> : null}
            </ul>
          </nav>
          <div className="sheet__actions">
            {user === null ? (
              <>
                <ButtonLink href={loginPath(loginReturnTo)} variant="primary" block onClick={close}>
                  {t("LOGIN")}
                </ButtonLink>
                <ButtonLink href={pathTo("signup")} block onClick={close}>
                  {t("SIGNUP")}
                </ButtonLink>
              </>
            ) : (
              <Button
                block
                onClick={() => {
                  close()
                  send({ type: "LOGOUT" })
                }}
              >
                {t("LOGOUT")}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
