import type { AnchorHTMLAttributes, ComponentProps, Ref } from "react"
import { Link } from "wouter"

/** The house button's looks (base.css and ui.css style `btn--<variant>`). */
export type ButtonVariant = "primary" | "outline" | "ghost" | "danger" | "success" | "warning"

export interface ButtonLook {
  /** Defaults to the plain outlined button. */
  readonly variant?: ButtonVariant | undefined
  /** The full width of its column (`btn--block`), as in the auth forms and the facility's actions. */
  readonly block?: boolean | undefined
  /** The caller's own classes, after the button's. */
  readonly className?: string | undefined
}

/** The classes of a button's look, for what is not a button or a link (a file picker's label, a menu item). */
export function buttonClass({ variant = "outline", block = false, className }: ButtonLook): string {
  return ["btn", `btn--${variant}`, block ? "btn--block" : null, className].filter(Boolean).join(" ")
}

export type ButtonProps = Omit<ComponentProps<"button">, "className"> & ButtonLook

/** The house button. Its type is "button" unless told, so that a button inside a form never submits it by chance. */
export function Button({ variant, block, className, type = "button", ...button }: ButtonProps) {
  return <button {...button} type={type} className={buttonClass({ variant, block, className })} />
}

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "href"> &
  ButtonLook & {
    readonly href: string
    readonly replace?: boolean
    readonly ref?: Ref<HTMLAnchorElement>
  }

/** A link within the app that looks like a button: navigation, so a link for the keyboard and the reader. */
export function ButtonLink({ variant, block, className, ...link }: ButtonLinkProps) {
  return <Link {...link} className={buttonClass({ variant, block, className })} />
}
