import { shadowRecordsQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { SupportShell } from "../SupportShell"
import { ShadowItem } from "./ShadowItem"
import "./shadow.css"

/**
 * /support/shadow (management 2.9 Shadow facilities): the claims and new facilities waiting for
 * a decision, oldest first, each with its documents to read; accept, decline or delete.
 */
export default function SupportShadowPage() {
  const { t } = useTranslation(["support", "common"])
  const records = useQuery(shadowRecordsQuery(api))
  const pending = records.data?.filter((record) => record.status === "pending")
  return (
    <SupportShell tab="support_shadow" title={t("common:SUPPORT_SHADOW")}>
      <section className="support__section" aria-labelledby="support-shadow">
        <h2 id="support-shadow" className="support__heading">
          {t("SHADOW_QUEUE_TITLE")}
          {pending === undefined ? null : <span className="support__count">{pending.length}</span>}
        </h2>
        <ReadState
          query={records}
          isEmpty={(items) => !items.some((record) => record.status === "pending")}
          empty={<EmptyPlaceholder title={t("SHADOW_EMPTY")} subtitle={t("SHADOW_EMPTY_HINT")} />}
        >
          {(items) => (
            <ol className="support__list" data-testid="shadow-queue">
              {items.filter((record) => record.status === "pending").map((record) => (
                <ShadowItem key={record.id} record={record} />
              ))}
            </ol>
          )}
        </ReadState>
      </section>
    </SupportShell>
  )
}
