import { facilityProfilePath, formatDate, moderationStatusDisplay, myOpinionsQuery, type MyOpinion } from "@pociecha/core"
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
import { RatingsLine } from "./RatingsLine"

/** My opinions (spec 2.11, /user/user_opinions): each with where moderation stands and whether the facility answered. */
export default function MyOpinionsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const opinions = useQuery({ ...myOpinionsQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_opinions" title={t("common:MY_OPINIONS")}>
      <ReadState
        query={opinions}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_OPINIONS")} subtitle={t("NO_OPINIONS_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-opinions">
            {list.map((opinion) => (
              <OpinionItem key={opinion.id} opinion={opinion} />
            ))}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}

function OpinionItem({ opinion }: { readonly opinion: MyOpinion }) {
  const { t } = useTranslation(["account", "common"])
  const status = moderationStatusDisplay(opinion.status)
  return (
    <li className="card account-item" data-testid="my-opinion">
      <div className="account-item__head">
        <h2 className="account-item__title">
          <Link href={pathTo("user_opinion", { opinion: opinion.id })}>{opinion.facility_name}</Link>
        </h2>
        <StatusPill tone={status.tone} testId="opinion-status">
          {t(status.label)}
        </StatusPill>
      </div>
      <p className="account-item__meta">
        {t("SENT_ON", { date: formatDate(opinion.created_at) })}
        {opinion.answer === null ? null : ` · ${t("FACILITY_ANSWERED")}`}
      </p>
      <RatingsLine ratings={opinion} />
      <p className="account-item__text account-item__text--clamp">{opinion.comment}</p>
      <p className="account-item__links">
        <Link href={pathTo("user_opinion", { opinion: opinion.id })}>{t("SHOW_DETAILS")}</Link>
        <Link href={facilityProfilePath({ id: opinion.facility_id, slug: opinion.facility_slug })}>{t("FACILITY_PROFILE")}</Link>
      </p>
    </li>
  )
}
