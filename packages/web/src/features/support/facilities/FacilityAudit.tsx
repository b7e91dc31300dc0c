import { facilityAuditQuery, formatDateTime, PREMIUM_LAPSED_ACTION, type SupportAuditEntry } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"

const shown = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value))

/** The fields an entry changed: each one's value before → after. */
function Changes({ entry }: { readonly entry: SupportAuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>
  const after = (entry.after ?? {}) as Record<string, unknown>
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return (
    <ul className="support-facilities__changes">
      {fields.map((field) => (
        <li key={field}>
          <code>{field}</code>: {shown(before[field])} → {shown(after[field])}
        </li>
      ))}
    </ul>
  )
}

/** The facility's audit trail (newest first): who did what, when, and what it changed. */
export function FacilityAudit({ id }: { readonly id: number }) {
  const { t } = useTranslation("support")
  const trail = useQuery(facilityAuditQuery(api, id))
  return (
    <section className="support__section" aria-labelledby="support-facility-audit">
      <h2 id="support-facility-audit" className="support__heading">{t("FACILITIES_AUDIT")}</h2>
      <ReadState query={trail} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("FACILITIES_AUDIT_EMPTY")} />}>
        {(page) => (
          <ol className="support__list" data-testid="support-facility-audit">
            {page.items.map((entry) => (
              <li key={entry.id} className="support-facilities__entry">
                <p>
                  <strong>{t(`AUDIT_${entry.action.replace(".", "_")}`, { defaultValue: entry.action })}</strong>
                  {" · "}
                  {formatDateTime(entry.at)}
                  {" · "}
                  {entry.actor?.email ?? t(entry.action === PREMIUM_LAPSED_ACTION ? "AUDIT_AUTOMATIC" : "ACCOUNT_DELETED")}
                </p>
                <Changes entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </ReadState>
    </section>
  )
}
