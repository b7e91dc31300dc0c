import { formatDateTime, type MyOpinion } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/**
 * Where my opinion went (spec 4.3): sent, then accepted or rejected by moderation with the
 * reason I was mailed — or still awaiting verification. Oldest step first.
 */
export function OpinionTimeline({ opinion }: { readonly opinion: Pick<MyOpinion, "status" | "created_at" | "decided_at" | "reject_reason"> }) {
  const { t } = useTranslation("account")
  return (
    <ol className="timeline" data-testid="opinion-timeline">
      <li className="timeline__step timeline__step--done">
        <span className="timeline__what">{t("TIMELINE_SENT")}</span>
        <time className="timeline__when">{formatDateTime(opinion.created_at)}</time>
      </li>
      {opinion.status === "pending" ? (
        <li className="timeline__step timeline__step--waiting">
          <span className="timeline__what">{t("TIMELINE_WAITING")}</span>
          <span className="timeline__note">{t("TIMELINE_WAITING_NOTE")}</span>
        </li>
      ) : (
        <li className={`timeline__step timeline__step--${opinion.status}`}>
          <span className="timeline__what">{t(opinion.status === "accepted" ? "TIMELINE_ACCEPTED" : "TIMELINE_REJECTED")}</span>
          <time className="timeline__when">{formatDateTime(opinion.decided_at)}</time>
          {opinion.status === "rejected" && opinion.reject_reason !== null ? (
            <span className="timeline__note" data-testid="reject-reason">
              {t("REJECT_REASON", { reason: opinion.reject_reason })}
            </span>
          ) : null}
        </li>
      )}
    </ol>
  )
}
