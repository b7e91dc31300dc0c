import { formatDateTime, readyMachines, salesRequestsQuery, type SalesRequest } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { api } from "../../../shared/api"
import { useCommand } from "../../../shared/forms"
import { Button } from "../../../shared/ui/Button"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { StatusPill } from "../../../shared/ui/StatusPill"
import { SupportShell } from "../SupportShell"

/**
 * /support/sales-requests (issue 19): the product team's requests, leads and presentation
 * bookings, newest first and paged by the server (`?page=` in the URL); each waiting one is
 * marked handled once someone has answered it (audited).
 */
export default function SupportSalesRequestsPage() {
  const { t } = useTranslation(["support", "common"])
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)
  const go = (next: number) => setParams(new URLSearchParams(next === 1 ? [] : [["page", String(next)]]))
  const list = useQuery({ ...salesRequestsQuery(api, page), placeholderData: keepPreviousData })
  return (
    <SupportShell tab="support_sales_requests" title={t("common:SUPPORT_SALES_REQUESTS")}>
      <ReadState query={list} isEmpty={(found) => found.items.length === 0} empty={<EmptyPlaceholder title={t("SALES_EMPTY")} />}>
        {(found) => (
          <>
            <ol className="support__list" data-testid="sales-requests">
              {found.items.map((request) => <SalesRequestItem key={request.id} request={request} />)}
            </ol>
            <nav className="support-item__actions" aria-label={t("SALES_PAGES")}>
              <Button disabled={found.prevPage === null} onClick={() => go(found.prevPage ?? 1)}>
                {t("OWNERSHIP_PREVIOUS")}
              </Button>
              <span>{t("OWNERSHIP_PAGE", { page: found.curPage, total: Math.max(1, found.pageTotal) })}</span>
              <Button disabled={found.nextPage === null} onClick={() => go(found.nextPage ?? page)}>
                {t("OWNERSHIP_NEXT")}
              </Button>
            </nav>
          </>
        )}
      </ReadState>
    </SupportShell>
  )
}

/** One request: what was sent, when, whether it is handled, and the mark. */
function SalesRequestItem({ request }: { readonly request: SalesRequest }) {
  const { t } = useTranslation("support")
  const mark = useCommand(readyMachines.salesRequestHandling, { ns: "support", successToast: "SALES_MARKED" })
  const details: ReadonlyArray<readonly [string, string | null]> = [
    [t("SALES_NAME_SURNAME"), request.name_surname],
    [t("SALES_EMAIL"), request.email],
    [t("SALES_PHONE"), request.phone],
    [t("SALES_FACILITY"), request.facility_name],
    [t("SALES_POSITION"), request.position],
    [t("SALES_PREFERRED_TIME"), request.preferred_time]
  ]
  return (
    <li className="support-item" data-testid="sales-request" data-id={request.id} data-kind={request.kind}>
      <h3>
        {t(request.kind === "lead" ? "SALES_KIND_LEAD" : "SALES_KIND_PRESENTATION")} <small>#{request.id} · {formatDateTime(request.created_at)}</small>
      </h3>
      <dl>
        {details.filter(([, value]) => value !== null).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="support-item__actions">
        <StatusPill tone={request.handled ? "green" : "orange"} testId="sales-request-status">
          {t(request.handled ? "SALES_HANDLED" : "SALES_WAITING")}
        </StatusPill>
        {request.handled ? null : (
          <Button variant="primary" disabled={mark.running || mark.done} onClick={() => mark.run({ id: request.id, handled: true })} data-testid="sales-request-mark">
            {t("SALES_MARK_HANDLED")}
          </Button>
        )}
      </div>
    </li>
  )
}
