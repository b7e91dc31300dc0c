import { facilityProfilePath, formatDateTime, ratingAspects, readyMachines, type ModerationItem } from "@pociecha/core"
import { useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { RejectForm } from "./RejectForm"
import { useDecision } from "./useDecision"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

/**
 * One opinion or facility answer of the desk (spec 4.3; management 2.9): what the author wrote
 * and, for an answer, the opinion it answers; accept (an opinion optionally recommended: the
 * 'trusted' badge) or reject with a reason. `extra` is the desk's own controls (selection, reports).
 */
export function QueueItem({ item, current, extra, onFocus, itemRef }: {
  readonly item: ModerationItem
  /** The item the keyboard is on: focused, and marked so. */
  readonly current: boolean
  readonly extra: ReactNode
  readonly onFocus: () => void
  readonly itemRef: (element: HTMLLIElement | null) => void
}) {
  const { t } = useTranslation("support")
  const author = item.author === null ? t("ACCOUNT_DELETED") : `${item.author.name} ${item.author.surname}`
  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      aria-current={current ? "true" : undefined}
      onFocus={onFocus}
      className={`card support-item${current ? " support-item--current" : ""}`}
      data-testid="moderation-item"
      data-kind={item.kind}
      data-id={item.id}
    >
      <div className="support-item__head">
        <span className={`support-item__kind support-item__kind--${item.kind}`}>{t(item.kind === "opinion" ? "KIND_OPINION" : "KIND_ANSWER")}</span>
        <Link href={facilityProfilePath({ id: item.facility_id, slug: item.facility_slug })} className="support-item__facility">
          {item.facility_name}
        </Link>
        <time className="support-item__meta">{t("QUEUED_AT", { date: formatDateTime(item.queued_at) })}</time>
      </div>
      {extra}
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
