import {
  canResign, facilityProfilePath, facilityRefOf, formatDate, isModeratorTeacher, membershipStatusDisplay, myMembershipsQuery,
  type Membership, readyMachines
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { useToasts } from "../../shared/forms"
import { pathTo } from "../../shared/routing/paths"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { StatusPill } from "../../shared/ui/StatusPill"
import { AccountShell } from "./AccountShell"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { usePociechaMachine } from "../../shared/session"
import { Button } from "../../shared/ui/Button"

/**
 * My subscriptions and the facilities I take part in (spec 2.11, 3.11, 4.5): what I am there,
 * where it stands in the facility's colours, and — as a parent or a teacher — resigning (a
 * teacher leaves the facility), after a confirmation.
 */
export default function MyMembershipsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const memberships = useQuery({ ...myMembershipsQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_memberships" title={t("common:MY_MEMBERSHIPS")}>
      <ReadState
        query={memberships}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_MEMBERSHIPS")} subtitle={t("NO_MEMBERSHIPS_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-memberships">
            {list.map((membership) => (
              <MembershipItem key={`${membership.facility_id}-${membership.role}`} membership={membership} />
            ))}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}

function MembershipItem({ membership }: { readonly membership: Membership }) {
  const { t } = useTranslation(["account", "common"])
  const status = membershipStatusDisplay(membership.status)
  const facility = { id: membership.facility_id, slug: membership.facility_slug }
  const actor = usePociechaMachine(readyMachines.membership, { input: { facility, signedIn: true, membership } })
  useToasts(actor, "account")
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const leaving = membership.role === "teacher"
  return (
    <li className="card account-item" data-testid="my-membership">
      <div className="account-item__head">
        <h2 className="account-item__title">
          <Link href={facilityProfilePath({ id: membership.facility_id, slug: membership.facility_slug })}>{membership.facility_name}</Link>
        </h2>
        <StatusPill tone={status.tone} testId="membership-status">
          {t(status.label)}
        </StatusPill>
      </div>
      <p className="account-item__meta">
        {t(keyFromData(`ROLE_${membership.role.toUpperCase()}`))} · {membership.facility_city} · {t("SINCE", { date: formatDate(membership.decided_at ?? membership.created_at) })}
      </p>
      {/* A moderator teacher's way to the owner area, where News is their one tab (management 1). */}
      {isModeratorTeacher(membership) && (
        <p className="account-item__links">
          <Link href={pathTo("facility_publications", { facility: facilityRefOf(facility) })} data-testid="membership-news">
            {t("MODERATOR_NEWS_LINK")}
          </Link>
        </p>
      )}
      {!canResign(membership) ? null : state === "confirmingResign" || state === "resigning" ? (
        <div className="account-item__confirm" role="group" aria-label={t(leaving ? "LEAVE_CONFIRM" : "RESIGN_CONFIRM")}>
          <p className="account-item__text">{t(leaving ? "LEAVE_CONFIRM" : "RESIGN_CONFIRM", { facility: membership.facility_name })}</p>
          <Button variant="danger" disabled={state === "resigning"} onClick={() => actor.send({ type: "CONFIRM" })}>
            {t(leaving ? "LEAVE" : "RESIGN")}
          </Button>
          <Button disabled={state === "resigning"} onClick={() => actor.send({ type: "CANCEL" })}>
            {t("common:CANCEL")}
          </Button>
        </div>
      ) : (
        <p className="account-item__links">
          <Button onClick={() => actor.send({ type: "RESIGN" })} data-testid="membership-resign">
            {t(leaving ? "LEAVE" : "RESIGN")}
          </Button>
        </p>
      )}
    </li>
  )
}
