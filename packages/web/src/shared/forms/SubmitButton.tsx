import type { ReactNode } from "react"
import { Button, type ButtonProps } from "../ui/Button"

export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "children"> {
  /** While the form is being sent: the button waits and says so. */
  readonly pending: boolean
  /** What it says while the form is being sent ('Sending…'). */
  readonly pendingLabel: ReactNode
  readonly children: ReactNode
}

/** A form's submit button: primary unless told, disabled and saying so while the form is sent, so it is sent once. */
export function SubmitButton({ pending, pendingLabel, children, variant = "primary", disabled, ...button }: SubmitButtonProps) {
  return (
    <Button {...button} type="submit" variant={variant} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </Button>
  )
}
