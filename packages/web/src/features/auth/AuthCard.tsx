import { useEffect, useRef, type ReactNode } from "react"
import "./auth.css"

export interface AuthCardProps {
  readonly title: string
  readonly subtitle?: ReactNode
  readonly children?: ReactNode
  readonly footer?: ReactNode
  /** Move focus to the title when shown (result screens), so screen readers read the outcome. */
  readonly focusTitle?: boolean
}

/** The card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children, footer, focusTitle = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitle) heading.current?.focus()
  }, [focusTitle])
  return (
    <div className="auth">
      <section className="auth__card card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title" ref={heading} tabIndex={focusTitle ? -1 : undefined}>
          {title}
        </h1>
        {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </section>
    </div>
  )
}

/** A form-level message (failure or notice), announced by screen readers. */
export function FormAlert({ tone, children }: { readonly tone: "error" | "info" | "success"; readonly children: ReactNode }) {
  return (
    <div className={`auth__alert auth__alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  )
}
