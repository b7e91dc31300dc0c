import type { ReactNode } from "react"
import "./statusPill.css"

/** The colours a status shows in (spec 4.5: confirmed green, waiting orange, rejected red). */
export type StatusTone = "green" | "orange" | "red" | "grey"

/** Where something stands, as a coloured pill: the text says it, the colour only repeats it. */
export function StatusPill({ tone, children, testId }: { readonly tone: StatusTone; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <span className={`status-pill status-pill--${tone}`} data-testid={testId} data-tone={tone}>
      {children}
    </span>
  )
}
