import type { ReactNode } from "react"
import "./forms.css"

/** How much of a form row a field takes (management 2.11): 1 a third, 2 two thirds, 3 the whole row. */
export type FieldSize = 1 | 2 | 3

/** The rows of a form built from sized fields; on phones every field takes the whole row. */
export function FormGrid({ children }: { readonly children: ReactNode }) {
  return <div className="form-grid">{children}</div>
}

/** One field of a {@link FormGrid}, `size` thirds of the row wide. */
export function Sized({ size, children }: { readonly size: FieldSize; readonly children: ReactNode }) {
  return <div className={`form-grid__cell form-grid__cell--${size}`}>{children}</div>
}
