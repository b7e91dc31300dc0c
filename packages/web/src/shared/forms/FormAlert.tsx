import type { ReactNode } from "react"
import "./forms.css"

/** A form-level message (a failure or a notice), announced by screen readers. */
export function FormAlert({ tone, children }: { readonly tone: "error" | "info" | "success"; readonly children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  )
}
