import { facilityProfilePath, formatDateTime, maxLengths, readyMachines, reportsQuery, type SupportReport } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { StatusPill } from "../../shared/ui/StatusPill"
import { TitledSection } from "../../shared/ui/TitledSection"
import { useDecision } from "./useDecision"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

type ReportStatus = SupportReport["status"]
const statuses: readonly ReportStatus[] = ["open", "resolved"]

/**
 * Reports of published opinions and answers (spec 2.9, 3.9): open ones to deal with, or those
 * already resolved; each with the reported text, the reason and who reported it.
 */
export function ReportsQueue() {
  const { t } = useTranslation("support")
  const [status, setStatus] = useState<ReportStatus>("open")
  const reports = useQuery(reportsQuery(api, status))
  return (
    <TitledSection
      className="support__section"
      titleId="support-reports"
      title={t("REPORTS_TITLE")}
      titleClassName="support__heading"
      head={{
        className: "support__section-head",
        aside: (
          <div className="support__filter" role="radiogroup" aria-label={t("REPORTS_FILTER")}>
            {statuses.map((value) => (
              <label key={value} className={`support__filter-option${value === status ? " support__filter-option--on" : ""}`}>
                <input type="radio" name="report-status" value={value} checked={value === status} onChange={() => setStatus(value)} data-testid={`reports-${value}`} />
                {t(value === "open" ? "REPORTS_OPEN" : "REPORTS_RESOLVED")}
              </label>
            ))}
          </div>
        )
      }}
    >
      <ReadState
        query={reports}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyPlaceholder title={t(status === "open" ? "REPORTS_NONE_OPEN" : "REPORTS_NONE_RESOLVED")} subtitle={t("REPORTS_EMPTY_HINT")} />}
      >
        {(items) => (
          <ol className="support__list" data-testid="reports">
            {items.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ol>
        )}
      </ReadState>
    </TitledSection>
  )
}

function ReportItem({ report }: { readonly report: SupportReport }) {
  const { t } = useTranslation("support")
  return (
    <li className="card support-item" data-testid="report">
      <div className="support-item__head">
        <span className={`support-item__kind support-item__kind--${report.target_kind}`}>{t(report.target_kind === "opinion" ? "KIND_OPINION" : "KIND_ANSWER")}</span>
        <Link href={facilityProfilePath({ id: report.facility_id, slug: report.facility_slug })} className="support-item__facility">
          {report.facility_name}
        </Link>
        <StatusPill tone={report.status === "open" ? "orange" : "green"}>{t(report.status === "open" ? "REPORT_OPEN" : "REPORT_RESOLVED")}</StatusPill>
      </div>
      <p className="support-item__meta">
        {t("REPORTED_AT", { date: formatDateTime(report.created_at) })} · {report.reporter_email ?? t("ACCOUNT_DELETED")}
      </p>
      <div className="support-item__labelled">
        <h3>{t("REPORTED_TEXT")}</h3>
        <p className="support-item__text">{report.reported_text}</p>
      </div>
      <div className="support-item__labelled">
        <h3>{t(keyFromData(`REASON_${report.reason.toUpperCase()}`))}</h3>
        {report.content === "" ? null : <p className="support-item__text">{report.content}</p>}
      </div>
      {report.status === "open" ? (
        <ResolveReport id={report.id} />
      ) : (
        <p className="support-item__meta">
          {t("RESOLVED_AT", { date: formatDateTime(report.resolved_at) })}
          {report.resolution === null ? null : ` · ${report.resolution}`}
        </p>
      )}
    </li>
  )
}

/** 'Mark resolved', with an optional note of what was done (kept on the report). */
function ResolveReport({ id }: { readonly id: number }) {
  const { t } = useTranslation("support")
  const [resolution, setResolution] = useState("")
  const resolve = useDecision(readyMachines.reportResolution, "REPORT_RESOLVED_TOAST")
  const note = resolution.trim()
  return (
    <div className="support-item__actions">
      <label className="support-item__note">
        <span className="visually-hidden">{t("RESOLUTION")}</span>
        <input type="text" className="field__input" placeholder={t("RESOLUTION")} value={resolution} maxLength={maxLengths.note} onChange={(event) => setResolution(event.target.value)} />
      </label>
      <Button variant="primary" disabled={resolve.busy} onClick={() => resolve.run(note === "" ? { id } : { id, resolution: note })} data-testid="report-resolve">
        {t("RESOLVE")}
      </Button>
    </div>
  )
}
