import { defaultDeskFilter, facilityProfilePath, formatDateTime, moderationQueueQuery, ratingAspects, readyMachines, type ModerationItem } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { RejectForm } from "./RejectForm"
import { useDecision } from "./useDecision"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

/**
 * Opinions and facility answers waiting for a decision, oldest first (spec 4.3; management 2.9):
 * each with what the author wrote and, for an answer, the opinion it answers; accept (an opinion
 * optionally recommended: the 'trusted' badge) or reject with a reason.
 */
export function ModerationQueue() {
  const { t } = useTranslation("support")
  const queue = useQuery(moderationQueueQuery(api, defaultDeskFilter))
  return (
    <section className="support__section" aria-labelledby="support-queue">
      <h2 id="support-queue" className="support__heading">
        {t("QUEUE_TITLE")}
        {queue.data === undefined ? null : <span className="support__count">{queue.data.itemsTotal}</span>}
      </h2>
      <ReadState query={queue} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("QUEUE_EMPTY")} subtitle={t("QUEUE_EMPTY_HINT")} />}>
        {(page) => (
          <ol className="support__list" data-testid="moderation-queue">
            {page.items.map((item) => (
              <QueueItem key={`${item.kind}-${item.id}-${item.queued_at}`} item={item} />
            ))}
          </ol>
        )}
      </ReadState>
    </section>
  )
}

function QueueItem({ item }: { readonly item: ModerationItem }) {
  const { t } = useTranslation("support")
  const author = item.author === null ? t("ACCOUNT_DELETED") : `${item.author.name} ${item.author.surname}`
  return (
    <li className="card support-item" data-testid="moderation-item" data-kind={item.kind} data-id={item.id}>
      <div className="support-item__head">
        <span className={`support-item__kind support-item__kind--${item.kind}`}>{t(item.kind === "opinion" ? "KIND_OPINION" : "KIND_ANSWER")}</span>
        <Link href={facilityProfilePath({ id: item.facility_id, slug: item.facility_slug })} className="support-item__facility">
          {item.facility_name}
        </Link>
        <time className="support-item__meta">{t("QUEUED_AT", { date: formatDateTime(item.queued_at) })}</time>
      </div>
      <p className="support-item__meta">
        {t("AUTHOR", { name: author })}
        {item.author_email === null ? null : ` · ${item.author_email}`}
      </p>
      <dl className="support-item__ratings">
        {ratingAspects.map((aspect) => (
          <div key={aspect}>
            <dt>{t(keyFromData(`RATING_${aspect.toUpperCase()}`))}</dt>
            <dd>{item[`rating_${aspect}`]}/5</dd>
          </div>
        ))}
      </dl>
      <p className="support-item__text" data-testid="moderation-comment">
        {item.comment}
      </p>
      {item.kind === "opinion" ? (
        <>
          {item.pros === null ? null : <Labelled label={t("PROS")} text={item.pros} />}
          {item.cons === null ? null : <Labelled label={t("CONS")} text={item.cons} />}
          <OpinionDecision item={item} />
        </>
      ) : (
        <>
          <Labelled label={t("ANSWER_TO_DECIDE")} text={item.answer ?? ""} />
          <AnswerDecision item={item} />
        </>
      )}
    </li>
  )
}

function Labelled({ label, text }: { readonly label: string; readonly text: string }) {
  return (
    <div className="support-item__labelled">
      <h3>{label}</h3>
      <p className="support-item__text">{text}</p>
    </div>
  )
}

function OpinionDecision({ item }: { readonly item: ModerationItem }) {
  const { t } = useTranslation("support")
  const [recommended, setRecommended] = useState(false)
  const accept = useDecision(readyMachines.opinionAcceptance, "OPINION_ACCEPTED")
  return (
    <Decision kind="opinion" id={item.id} accepting={accept.busy}>
      <label className="support-item__check">
        <input type="checkbox" checked={recommended} onChange={(event) => setRecommended(event.target.checked)} data-testid="moderation-recommend" />
        {t("RECOMMEND")}
      </label>
      <Button variant="success" disabled={accept.busy} onClick={() => accept.run({ id: item.id, recommended })} data-testid="moderation-accept">
        {t("ACCEPT")}
      </Button>
    </Decision>
  )
}

function AnswerDecision({ item }: { readonly item: ModerationItem }) {
  const { t } = useTranslation("support")
  const accept = useDecision(readyMachines.answerAcceptance, "ANSWER_ACCEPTED")
  return (
    <Decision kind="answer" id={item.id} accepting={accept.busy}>
      <Button variant="success" disabled={accept.busy} onClick={() => accept.run({ id: item.id })} data-testid="moderation-accept">
        {t("ACCEPT")}
      </Button>
    </Decision>
  )
}

/** The accept controls, and 'reject' opening the reason's form in their place. */
function Decision({ kind, id, accepting, children }: { readonly kind: ModerationItem["kind"]; readonly id: number; readonly accepting: boolean; readonly children: ReactNode }) {
  const { t } = useTranslation("support")
  const [rejecting, setRejecting] = useState(false)
  if (rejecting) return <RejectForm kind={kind} id={id} onCancel={() => setRejecting(false)} />
  return (
    <div className="support-item__actions">
      {children}
      <Button disabled={accepting} onClick={() => setRejecting(true)} data-testid="moderation-reject">
        {t("REJECT")}
      </Button>
    </div>
  )
}
