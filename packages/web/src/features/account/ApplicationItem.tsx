import {
  applicationStatusDisplay,
  canWithdrawApplication,
  facilityProfilePath,
  formatDate,
  readyMachines,
  type ParentApplication
} from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { useCommand } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"
import { StatusPill } from "../../shared/ui/StatusPill"

/**
 * One application as its parent follows it (spec 2.9, 3.10; issue 20): the facility, its status,
 * its place in the parent's order among `copies` facilities, its position on the facility's
 * waiting list for the child's age group, and a button to withdraw it while it may be.
 */
export function ApplicationItem({ application, copies }: { readonly application: ParentApplication; readonly copies: number }) {
  const { t } = useTranslation(["account", "common"])
  const status = applicationStatusDisplay(application.status)
  const withdraw = useCommand(readyMachines.applicationWithdrawal, { ns: "account", successToast: "APPLICATION_WITHDRAWN_TOAST" })
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
        {application.priority === null ? null : <span data-testid="application-priority">{t("PRIORITY", { priority: application.priority, count: copies })} · </span>}
        {t("SENT_ON", { date: formatDate(application.created_at) })}
        {application.status_changed_at === null ? null : ` · ${t("STATUS_CHANGED_ON", { date: formatDate(application.status_changed_at) })}`}
      </p>
      {application.waiting_position === null ? null : (
        <p className="account-item__meta" data-testid="waiting-position">
          {t("WAITING_POSITION", { position: application.waiting_position })}
          {application.waiting_age_group === null
            ? null
            : ` (${t("WAITING_AGE_GROUP", { group: t(keyFromData(`common:CHILD_AGE_${application.waiting_age_group}`)) })})`}
        </p>
      )}
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
      {canWithdrawApplication(application.status) ? (
        <Button
          variant="ghost"
          disabled={withdraw.running || withdraw.done}
          onClick={() => withdraw.run({ applicationId: application.id, scope: "this" })}
          aria-label={t("WITHDRAW_NAMED", { facility: application.facility_name })}
          data-testid="application-withdraw"
        >
          {t("WITHDRAW")}
        </Button>
      ) : null}
    </li>
  )
}
