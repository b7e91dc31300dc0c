import { formatDateTime, readyMachines, supportUserAuditQuery, type SupportUser } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { ConfirmedAction } from "./ConfirmedAction"

/** An audit action's message key: `user.end-sessions` → AUDIT_USER_END_SESSIONS (other areas show their key). */
const auditKey = (action: string) => `AUDIT_${action.toUpperCase().replace(/[.-]/g, "_")}`

/** The looked-up account: its facts, the actions that fit it, and its own audit trail. */
export function UserCard({ user }: { readonly user: SupportUser }) {
  const { t } = useTranslation(["support", "common"])
  const trail = useQuery(supportUserAuditQuery(api, user.id))
  const facts: ReadonlyArray<readonly [string, string]> = [
    [t("TOOLBOX_NAME"), [user.name, user.surname].filter((part) => part !== null).join(" ") || "—"],
    [t("TOOLBOX_TYPE"), t(user.type === "support" ? "TOOLBOX_TYPE_SUPPORT" : "TOOLBOX_TYPE_USER")],
    [t("TOOLBOX_STATUS"), t(user.status === "active" ? "TOOLBOX_STATUS_ACTIVE" : "TOOLBOX_STATUS_NOT_ACTIVATED")],
    [t("TOOLBOX_CREATED"), formatDateTime(user.created)],
    [t("TOOLBOX_LAST_SIGN_IN"), user.last_sign_in === null ? t("TOOLBOX_NEVER") : formatDateTime(user.last_sign_in)],
    [t("TOOLBOX_LOCKED"), t(user.locked ? "TOOLBOX_YES" : "TOOLBOX_NO")],
    [t("TOOLBOX_SESSIONS"), String(user.active_sessions)]
  ]
  return (
    <section className="support__section" aria-labelledby="toolbox-user" data-testid="toolbox-user">
      <h2 id="toolbox-user" className="support__heading">{user.email}</h2>
      <dl className="toolbox__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="support__heading">{t("TOOLBOX_FACILITIES")}</h3>
      {user.facilities.length === 0 ? <p>{t("TOOLBOX_NO_FACILITIES")}</p> : (
        <ul>
          {user.facilities.map((facility) => (
            <li key={facility.id}>{facility.name} — {facility.role} ({facility.status})</li>
          ))}
        </ul>
      )}
      <div className="support-item__actions">
        {user.status === "not_activated"
          ? (
            <ConfirmedAction ready={readyMachines.userConfirmationResend} input={{ id: user.id }} label={t("TOOLBOX_RESEND")}
              question={t("TOOLBOX_RESEND_CONFIRM")} done="TOOLBOX_RESENT" testId="toolbox-resend" />
          )
          : null}
        {user.locked
          ? (
            <ConfirmedAction ready={readyMachines.userUnlock} input={{ id: user.id }} label={t("TOOLBOX_UNLOCK")}
              question={t("TOOLBOX_UNLOCK_CONFIRM")} done="TOOLBOX_UNLOCKED" testId="toolbox-unlock" />
          )
          : null}
        {user.active_sessions > 0
          ? (
            <ConfirmedAction ready={readyMachines.userSessionsEnd} input={{ id: user.id }} label={t("TOOLBOX_END_SESSIONS")}
              question={t("TOOLBOX_END_SESSIONS_CONFIRM")} done="TOOLBOX_SESSIONS_ENDED" testId="toolbox-end-sessions" />
          )
          : null}
      </div>
      <h3 className="support__heading">{t("TOOLBOX_AUDIT")}</h3>
      <ReadState query={trail} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("TOOLBOX_AUDIT_EMPTY")} />}>
        {(page) => (
          <ol className="support__list" data-testid="toolbox-audit">
            {page.items.map((entry) => (
              <li key={entry.id} data-action={entry.action}>
                {formatDateTime(entry.at)} — {t(auditKey(entry.action), { defaultValue: entry.action })} — {entry.actor?.email ?? "—"}
              </li>
            ))}
          </ol>
        )}
      </ReadState>
    </section>
  )
}
