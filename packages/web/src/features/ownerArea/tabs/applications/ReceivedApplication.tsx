import {
  applicationStatusDisplay,
  formatDateTime,
  formatPhone,
  nextApplicationStatuses,
  readyMachines,
  receivedApplicationsQuery,
  type Application,
  type ApplicationStatus
} from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { useCommand } from "../../../../shared/forms"
import { StatusPill } from "../../../../shared/ui/StatusPill"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

/** One application: who applies for which child, its status, and the moves core allows from it. */
export function ReceivedApplication({ facilityRef, application }: { readonly facilityRef: string; readonly application: Application }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const move = useCommand(readyMachines.applicationStatusMove, {
    ns: "ownerArea",
    successToast: "APPLICATION_STATUS_SAVED",
    onDone: (result) => {
      const saved = result as Application
      client.setQueryData<ReadonlyArray<Application>>(receivedApplicationsQuery(api, facilityRef).queryKey, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item))
      )
    }
  })
  const { running } = move
  const status = applicationStatusDisplay(application.status)
  const setStatus = (to: ApplicationStatus) => move.run({ facilityRef, applicationId: application.id, status: to })
  return (
    <li className="received-application card" data-testid="received-application" data-status={application.status}>
      <header className="received-application__head">
        <strong>
          {application.child_name} {application.child_surname}
        </strong>
        <StatusPill tone={status.tone} testId="application-status">
          {t(status.label, { ns: ["ownerArea", "common"] })}
        </StatusPill>
        <time>{formatDateTime(application.created_at)}</time>
      </header>
      <dl className="received-application__details">
        <dt>{t("APPLICATION_BIRTH_DATE")}</dt>
        <dd>{application.child_birth_date}</dd>
        <dt>{t("APPLICATION_PARENT")}</dt>
        <dd>
          {application.parent_name} {application.parent_surname}
        </dd>
        <dt>{t("APPLICATION_PHONE")}</dt>
        <dd>
          <a href={`tel:${application.parent_phone.replace(/[^\d+]/g, "")}`}>{formatPhone(application.parent_phone)}</a>
        </dd>
        <dt>{t("APPLICATION_ADDRESS")}</dt>
        <dd>{application.address}</dd>
      </dl>
      <div className="owner-tab__actions">
        {nextApplicationStatuses(application.status).map((to) => (
          <Button key={to} disabled={running} onClick={() => setStatus(to)} data-testid={`application-to-${to}`}>
            {t(keyFromData(`MARK_${to.toUpperCase()}`))}
          </Button>
        ))}
      </div>
    </li>
  )
}
