import { useId, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import "./ui.css"

export interface ExpanderProps {
  /** Always shown. */
  readonly children?: ReactNode
  /** Shown only when expanded (not rendered otherwise, so it is never focusable while hidden). */
  readonly more: ReactNode
  readonly defaultExpanded?: boolean
}

/** Toggles extra content with a SHOW_MORE / SHOW_LESS button (spec 2.3). */
export function Expander({ children, more, defaultExpanded = false }: ExpanderProps) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const id = useId()
  return (
    <div className="expander">
      {children}
      <div id={id} hidden={!expanded}>
        {expanded ? more : null}
      </div>
      <button
        type="button"
        className="btn btn--ghost expander__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? t("SHOW_LESS") : t("SHOW_MORE")}
      </button>
    </div>
  )
}
