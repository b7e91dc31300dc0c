import { formatDateTime, opinionReportsQuery, type ModerationItem } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Modal } from "../../shared/ui/Modal"
import { ReadState } from "../../shared/ui/ReadState"

/** Who reported an opinion (or its answer), why and when, and how many times in all. */
export function OpinionReportsModal({ item, onClose }: { readonly item: ModerationItem; readonly onClose: () => void }) {
  const { t } = useTranslation("support")
  const reports = useQuery(opinionReportsQuery(api, item.id))
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t("DESK_REPORTS_TITLE", { name: item.facility_name })}>
      <ReadState query={reports} isEmpty={(list) => list.length === 0} empty={<p>{t("REPORTS_NONE_OPEN")}</p>}>
        {(list) => (
          <>
            <p>{t("DESK_REPORTS", { count: list.length })}</p>
            <ol className="support__list" data-testid="desk-report-list">
              {list.map((report) => (
                <li key={report.id} className="support-item__meta" data-testid="desk-report">
                  {report.reporter_email ?? t("ACCOUNT_DELETED")} · {t(keyFromData(`REASON_${report.reason.toUpperCase()}`))}
                  {report.content === "" ? null : ` — ${report.content}`} · {t("REPORTED_AT", { date: formatDateTime(report.created_at) })}
                </li>
              ))}
            </ol>
          </>
        )}
      </ReadState>
    </Modal>
  )
}
