import { facilityProfilePath, formatDate, moderationStatusDisplay, myOpinionsQuery, type MyOpinion } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { useMarkSeen } from "../../shared/overview/useMarkSeen"
import { pathTo } from "../../shared/routing/paths"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { StatusPill } from "../../shared/ui/StatusPill"
import { TitledSection } from "../../shared/ui/TitledSection"
import { AccountShell } from "./AccountShell"
import { OpinionTimeline } from "./OpinionTimeline"
import { RatingsLine } from "./RatingsLine"

/**
 * One of my opinions (spec 2.2 user_opinion, 2.11): everything I wrote, where moderation stands
 * (sent, decided, the reason of a rejection) and the facility's answer, which opening the page
 * marks seen (spec 3.13).
 */
export default function MyOpinionPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const { opinion: param = "" } = useParams<{ opinion?: string }>()
  const opinions = useQuery({ ...myOpinionsQuery(api, user?.id ?? ""), enabled: user !== null })
  const opinion = opinions.data?.find((mine) => String(mine.id) === param) ?? null
  useMarkSeen(opinion?.answer ? [`answer:${opinion.id}`] : null)
  return (
    <AccountShell
      tab="user_opinions"
      title={opinion === null ? t("common:MY_OPINION") : t("OPINION_ABOUT", { facility: opinion.facility_name })}
      trail={[{ label: t("common:MY_OPINIONS"), href: pathTo("user_opinions") }]}
    >
      <ReadState
        query={opinions}
        isEmpty={() => opinion === null}
        empty={<EmptyPlaceholder title={t("common:NOT_FOUND")} subtitle={t("common:NOT_YOURS_OR_GONE")} action={{ label: t("BACK_TO_OPINIONS"), href: pathTo("user_opinions") }} />}
      >
        {() => (opinion === null ? null : <OpinionDetails opinion={opinion} />)}
      </ReadState>
    </AccountShell>
  )
}

function OpinionDetails({ opinion }: { readonly opinion: MyOpinion }) {
  const { t } = useTranslation(["account", "common"])
  const status = moderationStatusDisplay(opinion.status)
  return (
    <div className="opinion-details">
      <TitledSection
        className="card account-item"
        titleId="my-opinion-text"
        title={t("WHAT_I_WROTE")}
        titleClassName="account-item__title"
        head={{
          className: "account-item__head",
          aside: (
            <StatusPill tone={status.tone} testId="opinion-status">
              {t(status.label)}
            </StatusPill>
          )
        }}
      >
        <RatingsLine ratings={opinion} />
        <p className="account-item__text" data-testid="opinion-comment">
          {opinion.comment}
        </p>
        {opinion.pros === null ? null : <Labelled label={t("PROS")} text={opinion.pros} />}
        {opinion.cons === null ? null : <Labelled label={t("CONS")} text={opinion.cons} />}
        <p className="account-item__meta">{t("SIGNED_AS", { name: `${opinion.name} ${opinion.surname}` })}</p>
        <p className="account-item__links">
          <Link href={facilityProfilePath({ id: opinion.facility_id, slug: opinion.facility_slug })}>{t("FACILITY_PROFILE")}</Link>
        </p>
      </TitledSection>

      <TitledSection className="card account-item" titleId="my-opinion-timeline" title={t("MODERATION_TIMELINE")} titleClassName="account-item__title">
        <OpinionTimeline opinion={opinion} />
      </TitledSection>

      <TitledSection className="card account-item" titleId="my-opinion-answer" title={t("FACILITY_ANSWER")} titleClassName="account-item__title" data-testid="opinion-answer">
        {opinion.answer === null ? (
          <p className="account-item__meta">{t("NO_ANSWER_YET")}</p>
        ) : (
          <>
            <p className="account-item__meta">{t("ANSWERED_ON", { date: formatDate(opinion.answer.created_at) })}</p>
            <p className="account-item__text">{opinion.answer.content}</p>
          </>
        )}
      </TitledSection>
    </div>
  )
}

function Labelled({ label, text }: { readonly label: string; readonly text: string }) {
  return (
    <div>
      <h3 className="opinion-details__label">{label}</h3>
      <p className="account-item__text">{text}</p>
    </div>
  )
}
