import * as Dialog from "@radix-ui/react-dialog"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import "./ui.css"
import { keyFromData } from "../i18n/keyFromData"
import { Button } from "./Button"

export type ActionColor = "primary" | "danger" | "success" | "warning" | "default"

export interface ModalAction {
  /** Button text (a translation key or plain text). */
  readonly display: string
  readonly onClick: () => void
  readonly color?: ActionColor
  /** Hidden actions are left out (spec 2.3). */
  readonly hidden?: boolean
  readonly disabled?: boolean
}

export interface ModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** Title (translation key or text); it names the dialog for screen readers. */
  readonly title: string
  readonly description?: string
  readonly children?: ReactNode
  readonly actions?: readonly ModalAction[]
  readonly size?: "small" | "medium" | "large"
}

/** An action's button: its colour is the button's variant, the default colour the outlined button. */
export function ActionButton({ action }: { readonly action: Pick<ModalAction, "display" | "onClick" | "color" | "disabled"> }) {
  const { t } = useTranslation()
  const { color = "default" } = action
  return (
    <Button variant={color === "default" ? "outline" : color} disabled={action.disabled} onClick={action.onClick}>
      {t(keyFromData(action.display))}
    </Button>
  )
}

/**
 * A generic modal (spec 2.3): title, content and action buttons. Focus is trapped inside, Escape
 * and the close button close it, and focus returns to what opened it.
 */
export function Modal({ open, onOpenChange, title, description, children, actions = [], size = "medium" }: ModalProps) {
  const { t } = useTranslation()
  const visible = actions.filter((action) => action.hidden !== true)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className={`dialog dialog--${size}`} {...(description ? {} : { "aria-describedby": undefined })}>
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{t(keyFromData(title))}</Dialog.Title>
            <Dialog.Close className="dialog__close" aria-label={t("CLOSE")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="dialog__description">{t(keyFromData(description))}</Dialog.Description> : null}
          {children ? <div className="dialog__body">{children}</div> : null}
          {visible.length > 0 ? (
            <div className="dialog__actions">
              {visible.map((action) => (
                <ActionButton key={action.display} action={action} />
              ))}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
