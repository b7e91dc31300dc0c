import type { ReactNode } from "react"
import { Button, ButtonLink, type ButtonVariant } from "../ui/Button"
import { SubmitButton } from "./SubmitButton"

/** The way out of a form: a button that closes it, or a link back to where it was opened from. */
export type CancelAction = { readonly label: ReactNode; readonly onClick: () => void } | { readonly label: ReactNode; readonly href: string }

export interface DialogActionsProps {
  readonly cancel: CancelAction
  /** The submit button's words, and its words while the form is being sent. */
  readonly confirm: ReactNode
  readonly pendingLabel: ReactNode
  readonly pending: boolean
  /** `danger` for what cannot be undone (deleting an account, passing a facility on). */
  readonly variant?: ButtonVariant
  /** Cancel waits too while the form is sent, where closing then would lose what the answer does. */
  readonly holdCancel?: boolean
  readonly confirmTestId?: string
  /** The bar's layout; a dialog's action bar unless told. */
  readonly className?: string
}

/** The action bar that ends a form in a dialog: cancel, then submit. */
export function DialogActions({ cancel, confirm, pendingLabel, pending, variant, holdCancel = false, confirmTestId, className = "dialog__actions" }: DialogActionsProps) {
  return (
    <div className={className}>
      {"href" in cancel ? (
        <ButtonLink href={cancel.href}>{cancel.label}</ButtonLink>
      ) : (
        <Button onClick={cancel.onClick} disabled={holdCancel && pending}>
          {cancel.label}
        </Button>
      )}
      <SubmitButton variant={variant} pending={pending} pendingLabel={pendingLabel} data-testid={confirmTestId}>
        {confirm}
      </SubmitButton>
    </div>
  )
}
