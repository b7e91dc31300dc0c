import { facilityRefOf, type FacilityMember } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { InviteForm } from "./InviteForm"
import { MemberRow } from "./MemberRow"
import { useMembers } from "./useMembers"
import "./members.css"

/**
 * The parents tab (management 2.4 parents, premium only): the parents who subscribed, those
 * waiting first to be confirmed or rejected, and inviting more by e-mail.
 */
export default function ParentsTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const parents = useMembers(ref, "parent")
  return (
    <section className="owner-tab" aria-label={t("FACILITY_PARENTS")}>
      <ReadState query={parents} isEmpty={(list) => list.length === 0} empty={<p className="owner-tab__empty">{t("PARENTS_EMPTY")}</p>}>
        {(list: ReadonlyArray<FacilityMember>) => (
          <ul className="members" data-testid="parents">
            {list.map((member) => (
              <MemberRow key={member.account_id} facilityRef={ref} member={member} />
            ))}
          </ul>
        )}
      </ReadState>
      <InviteForm facilityRef={ref} role="parent" />
    </section>
  )
}
