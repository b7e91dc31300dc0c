import {
  canResign,
  facilityRefOf,
  isModeratorTeacher,
  membershipStatusDisplay,
  myMembershipsQuery,
  readyMachines,
  type FacilityIdentity,
  type Membership,
  type SubscriberRole
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../../shared/api"
import { useSessionUser } from "../../../shared/auth/session"
import { useToasts } from "../../../shared/forms/useToasts"
import { ReadState } from "../../../shared/ui/ReadState"
import { StatusPill } from "../../../shared/ui/StatusPill"
import { toast } from "../../../shared/ui/toast"
import "./membership.css"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { usePociechaMachine } from "../../../shared/session"
import { pathTo } from "../../../shared/routing/paths"
import { Button } from "../../../shared/ui/Button"

const loadModal = () => import("../../../shared/ui/Modal")
// The resignation's confirmation (Radix) arrives when a member reaches for 'resign', not with the profile.
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))

export interface MembershipCardProps {
  /** The facility: its id finds my membership, its ref (slug or id) names its cached reads. */
  readonly facility: FacilityIdentity
  /** A subscription chosen before logging in, to send now (spec 4.8); null when none. */
  readonly requestedRole: SubscriberRole | null
  /** The requested subscription was sent, or was not needed (already a member). */
  readonly onRequestHandled: () => void
  /** A guest chose to subscribe: the page sends them to log in and back. */
  readonly onLoginRequired: (role: SubscriberRole) => void
}

/**
 * Subscribing to the facility as a parent or a teacher (spec 4.5): core's membershipMachine over
 * my memberships. Shows where my membership stands in the spec's colours, and lets a parent or
 * teacher resign (a teacher 'leaves the facility') after confirming.
 */
export function MembershipCard(props: MembershipCardProps) {
  const { t } = useTranslation(["facility", "common"])
  const user = useSessionUser()
  const mine = useQuery({ ...myMembershipsQuery(api, user?.id ?? ""), enabled: user !== null })
  const body =
    user === null ? (
      <MembershipControl key="guest" {...props} signedIn={false} membership={null} />
    ) : (
      <ReadState query={mine}>
        {(list) => (
          <MembershipControl key={user.id} {...props} signedIn membership={list.find((item) => item.facility_id === props.facility.id) ?? null} />
        )}
      </ReadState>
    )
  return (
    <section className="membership card" aria-labelledby="membership-title" data-testid="membership">
      <h2 className="membership__title" id="membership-title">
        {t("MEMBERSHIP_TITLE")}
      </h2>
      {body}
    </section>
  )
}

interface ControlProps extends MembershipCardProps {
  readonly signedIn: boolean
  /** My membership of this facility, as last read. */
  readonly membership: Membership | null
}

function MembershipControl({ facility, signedIn, membership, requestedRole, onRequestHandled, onLoginRequired }: ControlProps) {
  const { t } = useTranslation(["facility", "common"])
  const actor = usePociechaMachine(readyMachines.membership, { input: { facility, signedIn, membership } })
  useToasts(actor, "facility")
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const current = useSelector(actor, (snapshot) => snapshot.context.membership)

  const changed = useEffectEvent((next: Membership | null) => toast.success(t(next === null ? "MEMBERSHIP_RESIGNED" : "MEMBERSHIP_REQUESTED")))
  const loginRequired = useEffectEvent((role: SubscriberRole) => onLoginRequired(role))
  useEffect(() => {
    const subscriptions = [
      actor.on("membershipChanged", (event) => changed(event.membership)),
      actor.on("loginRequired", (event) => loginRequired(event.role))
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor])

  // A fresh read (e.g. the facility decided meanwhile) reaches the machine.
  useEffect(() => {
    actor.send({ type: "REFRESHED", membership })
  }, [actor, membership])

  const handled = useEffectEvent(() => onRequestHandled())
  useEffect(() => {
    if (requestedRole === null || state === "guest") return
    if (state === "none") actor.send({ type: "SUBSCRIBE", role: requestedRole })
    handled()
  }, [actor, requestedRole, state])

  if (current === null || state === "guest" || state === "awaitingLogin" || state === "none" || state === "subscribing") {
    const busy = state === "subscribing"
    return (
      <>
        <p className="membership__text">{t("MEMBERSHIP_INTRO")}</p>
        <div className="membership__actions">
          {(["parent", "teacher"] as const).map((role) => (
            <Button
              key={role}
              block
              disabled={busy}
              onClick={() => actor.send({ type: "SUBSCRIBE", role })}
              data-testid={`subscribe-${role}`}
            >
              {t(role === "parent" ? "SUBSCRIBE_AS_PARENT" : "SUBSCRIBE_AS_TEACHER")}
            </Button>
          ))}
        </div>
      </>
    )
  }

  const display = membershipStatusDisplay(current.status)
  const leaving = current.role === "teacher"
  return (
    <>
      <p className="membership__standing">
        <span className="membership__role">{t(keyFromData(`MEMBER_ROLE_${current.role.toUpperCase()}`))}</span>
        <StatusPill tone={display.tone} testId="membership-status">
          {t(display.label)}
        </StatusPill>
      </p>
      <p className="membership__text">{t(keyFromData(`MEMBERSHIP_${current.status.toUpperCase()}_TEXT`))}</p>
      {/* A moderator teacher writes the news from the owner area, where News is their one tab (management 1). */}
      {isModeratorTeacher(current) && (
        <Link href={pathTo("facility_publications", { facility: facilityRefOf(facility) })} className="membership__news" data-testid="membership-news">
          {t("MODERATOR_NEWS_LINK")}
        </Link>
      )}
      {canResign(current) && (
        <Button
          variant="ghost"
          block
          className="membership__resign"
          disabled={state === "resigning"}
          onClick={() => actor.send({ type: "RESIGN" })}
          onPointerEnter={() => void loadModal()}
          onFocus={() => void loadModal()}
          data-testid="membership-resign"
        >
          {t(leaving ? "LEAVE_FACILITY" : "RESIGN_MEMBERSHIP")}
        </Button>
      )}
      {(state === "confirmingResign" || state === "resigning") && (
        <Suspense fallback={null}>
          <Modal
            open
            onOpenChange={(open) => !open && actor.send({ type: "CANCEL" })}
            title={t(leaving ? "LEAVE_FACILITY_CONFIRM_TITLE" : "RESIGN_MEMBERSHIP_CONFIRM_TITLE")}
            description={t(leaving ? "LEAVE_FACILITY_CONFIRM_TEXT" : "RESIGN_MEMBERSHIP_CONFIRM_TEXT")}
            size="small"
            actions={[
              { display: t("common:CANCEL"), onClick: () => actor.send({ type: "CANCEL" }) },
              {
                display: t(leaving ? "LEAVE_FACILITY" : "RESIGN_MEMBERSHIP"),
                color: "danger",
                disabled: state === "resigning",
                onClick: () => actor.send({ type: "CONFIRM" })
              }
            ]}
          />
        </Suspense>
      )}
    </>
  )
}
