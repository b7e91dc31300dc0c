import { facilityProfilePath, formatDateTime, myVisitsQuery, readyMachines, type VisitBooking } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { useCommand } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { pathTo } from "../../shared/routing/paths"
import { Button } from "../../shared/ui/Button"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { AccountShell } from "./AccountShell"

/** My visits (issue 20): the upcoming visits and open days I booked, soonest first; cancel one to free the place. */
export default function MyVisitsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const visits = useQuery({ ...myVisitsQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_visits" title={t("common:MY_VISITS")}>
      <ReadState
        query={visits}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_VISITS")} subtitle={t("NO_VISITS_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-visits">
            {list.map((visit) => <VisitItem key={visit.id} visit={visit} />)}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}

function VisitItem({ visit }: { readonly visit: VisitBooking }) {
  const { t } = useTranslation(["account", "common"])
  const cancel = useCommand(readyMachines.visitCancellation, { ns: "account", successToast: "VISIT_CANCELLED" })
  return (
    <li className="card account-item" data-testid="my-visit">
      <div className="account-item__head">
        <h2 className="account-item__title">
          <Link href={facilityProfilePath({ id: visit.facility_id, slug: visit.facility_slug })}>{visit.facility_name}</Link>
        </h2>
      </div>
      <p className="account-item__meta">
        {t(keyFromData(`VISIT_KIND_${visit.kind.toUpperCase()}`))} · {formatDateTime(visit.starts_at)} – {formatDateTime(visit.ends_at).slice(-5)}
      </p>
      {visit.note === null ? null : <p>{visit.note}</p>}
      <Button variant="ghost" disabled={cancel.running || cancel.done} onClick={() => cancel.run(visit.id)}>
        {t("VISIT_CANCEL")}
      </Button>
    </li>
  )
}
