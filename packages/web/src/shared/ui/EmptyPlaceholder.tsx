import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Button, ButtonLink } from "./Button"
import "./ui.css"

export interface PlaceholderAction {
  readonly label: string
  readonly href?: string
  readonly onClick?: () => void
}

export interface EmptyPlaceholderProps {
  /** Defaults to NO_ELEMENTS. */
  readonly title?: string
  /** Defaults to ADD_ELEMENTS_TO_DISPLAY. */
  readonly subtitle?: string
  readonly action?: PlaceholderAction
  readonly extraAction?: PlaceholderAction
  readonly icon?: ReactNode
}

function PlaceholderButton({ action, primary }: { readonly action: PlaceholderAction; readonly primary: boolean }) {
  const variant = primary ? "primary" : "outline"
  return action.href ? (
    <ButtonLink href={action.href} variant={variant} onClick={action.onClick}>
      {action.label}
    </ButtonLink>
  ) : (
    <Button variant={variant} onClick={action.onClick}>
      {action.label}
    </Button>
  )
}

/** Shown when a list is empty (spec 2.3), with an optional action and extra action. */
export function EmptyPlaceholder({ title, subtitle, action, extraAction, icon }: EmptyPlaceholderProps) {
  const { t } = useTranslation()
  return (
    <div className="empty">
      <div className="empty__icon" aria-hidden="true">
        {icon ?? <img src="/images/placeholders/none.svg" alt="" width={96} height={96} />}
      </div>
      <p className="empty__title">{title ?? t("NO_ELEMENTS")}</p>
      <p className="empty__subtitle">{subtitle ?? t("ADD_ELEMENTS_TO_DISPLAY")}</p>
      {action || extraAction ? (
        <div className="empty__actions">
          {action ? <PlaceholderButton action={action} primary /> : null}
          {extraAction ? <PlaceholderButton action={extraAction} primary={false} /> : null}
        </div>
      ) : null}
    </div>
  )
}
