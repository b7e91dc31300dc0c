import { applicationStatusDisplay, facilityProfilePath, formatDate, myApplicationsQuery, type Application } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { pathTo } from "../../shared/routing/paths"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { StatusPill } from "../../shared/ui/StatusPill"
import { AccountShell } from "./AccountShell"

/** My recruitment applications (spec 2.9, 3.10): to which facility, for which child, and where each stands. */
export default function MyApplicationsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const applications = useQuery({ ...myApplicationsQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_applications" title={t("common:MY_APPLICATIONS")}>
      <ReadState
        query={applications}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_APPLICATIONS")} subtitle={t("NO_APPLICATIONS_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-applications">
            {list.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}

function ApplicationItem({ application }: { readonly application: Application }) {
  const { t } = useTranslation(["account", "common"])
  const status = applicationStatusDisplay(application.status)
  return (
    <li className="card account-item" data-testid="my-application">
      <div className="account-item__head">
        <h2 className="account-item__title">
          <Link href={facilityProfilePath({ id: application.facility_id, slug: application.facility_slug })}>{application.facility_name}</Link>
        </h2>
        <StatusPill tone={status.tone} testId="application-status">
          {t(status.label)}
        </StatusPill>
      </div>
      <p className="account-item__meta">
        {t("SENT_ON", { date: formatDate(application.created_at) })}
        {application.status_changed_at === null ? null : ` · ${t("STATUS_CHANGED_ON", { date: formatDate(application.status_changed_at) })}`}
      </p>
      <dl className="account-item__facts">
        <dt>{t("CHILD")}</dt>
        <dd>
          {application.child_name} {application.child_surname}, {t("BORN_ON", { date: formatDate(Date.parse(application.child_birth_date)) })}
        </dd>
        <dt>{t("GUARDIAN")}</dt>
        <dd>
          {application.parent_name} {application.parent_surname}, {application.parent_phone}
        </dd>
        <dt>{t("HOME_ADDRESS")}</dt>
        <dd>{application.address}</dd>
      </dl>
    </li>
  )
}
