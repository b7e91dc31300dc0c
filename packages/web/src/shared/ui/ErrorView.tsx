import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { isFacilitySubdomain } from "../hostMode"
import { errorPageSubtitle } from "./errorText"
import "./ui.css"
import { keyFromData } from "../i18n/keyFromData"

export interface ErrorViewProps {
  /** HTTP-like status code shown large: 404, 500… */
  readonly status: number
  readonly errorType?: string | null | undefined
  readonly message?: string | null | undefined
  /** A smaller line under the subtitle (e.g. the path that was not found). */
  readonly detail?: string | undefined
  /** Buttons or links offered to get out. */
  readonly children?: ReactNode
}

/**
 * The body of an error page (spec 2.14): the status code, ERROR_PAGE_TITLE and the subtitle
 * (ERROR_PAGE_NOT_FOUND for a 404, WEBPAGE_DOMAIN_NOT_EXIST on a gone facility subdomain, the
 * server's message otherwise). Directory pages may render it for a facility that does not exist.
 */
export function ErrorView({ status, errorType, message, detail, children }: ErrorViewProps) {
  const { t } = useTranslation()
  const subtitle = errorPageSubtitle({ status, errorType, message, onSubdomain: isFacilitySubdomain })
  return (
    <section className="error-view" aria-labelledby="error-view-title">
      <p className="error-view__code" aria-hidden="true">
        {status}
      </p>
      <h1 className="error-view__title" id="error-view-title">
        <span className="visually-hidden">{status}: </span>
        {t("ERROR_PAGE_TITLE")}
      </h1>
      <p className="error-view__subtitle">{"key" in subtitle ? t(keyFromData(subtitle.key)) : subtitle.text}</p>
      {detail ? <p className="error-view__detail">{detail}</p> : null}
      {children ? <div className="error-view__actions">{children}</div> : null}
    </section>
  )
}
