import { displayName, formatDateTime, membershipStatusDisplay, type FacilityMember } from "@pociecha/core"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Avatar } from "../../../../shared/ui/Avatar"
import { StatusPill } from "../../../../shared/ui/StatusPill"
import { MemberDecision } from "./MemberDecision"

/**
 * One parent or teacher: avatar, name and e-mail, since when, the status in its colour (spec 4:
 * confirmed green, waiting orange, rejected red); a waiting one is confirmed or rejected here,
 * `children` adds what the tab offers besides.
 */
export function MemberRow({ facilityRef, member, children }: { readonly facilityRef: string; readonly member: FacilityMember; readonly children?: ReactNode }) {
  const { t } = useTranslation("ownerArea")
  const status = membershipStatusDisplay(member.status)
  return (
    <li className="member card" data-testid="member" data-status={member.status}>
      <Avatar src={member.avatar} seed={member.account_id} alt="" size={40} />
      <div className="member__details">
        <p className="member__name">{displayName(member) ?? member.email}</p>
        <p className="member__meta">
          {member.email} · {formatDateTime(member.created_at)}
        </p>
      </div>
      <StatusPill tone={status.tone} testId="member-status">
        {t(status.label, { ns: ["ownerArea", "common"] })}
      </StatusPill>
      <div className="member__actions">
        {member.status === "pending" ? <MemberDecision key={member.status} facilityRef={facilityRef} member={member} /> : null}
        {children}
      </div>
    </li>
  )
}
