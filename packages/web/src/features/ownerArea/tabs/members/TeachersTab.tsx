import { facilityRefOf, hasPermission, isConfirmedTeacher, permissionNames, type FacilityMember } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useSessionUser } from "../../../../shared/auth/session"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { InviteForm } from "./InviteForm"
import { MemberRow } from "./MemberRow"
import { ModeratorSwitch } from "./ModeratorSwitch"
import { OwnershipTransferDialog } from "./OwnershipTransferDialog"
import { useMembers } from "./useMembers"
import "./members.css"
import { Button } from "../../../../shared/ui/Button"

/**
 * The teachers tab (management 2.4 teachers: premium only, facility-ownership/read): the
 * teachers, those waiting first; an accepted teacher may be made a moderator of the facility's
 * pages, or be given the facility — irreversible, confirmed with the owner's password, offered
 * only to the facility's OWNER (core's canTransferOwnership judges again on the server).
 */
export default function TeachersTab({ facilityId, facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const user = useSessionUser()
  const teachers = useMembers(ref, "teacher")
  const [heir, setHeir] = useState<FacilityMember | null>(null)
  // Its OWNER alone passes it on: not support, who passes the owner check of spec 6 otherwise.
  const owner = user !== null && facility.facility_owner_account_id === user.id
  const mayGrant = hasPermission(user, facilityId, permissionNames.FACILITY_OWNERSHIP_WRITE)
  return (
    <section className="owner-tab" aria-label={t("FACILITY_TEACHERS")}>
      <ReadState query={teachers} isEmpty={(list) => list.length === 0} empty={<p className="owner-tab__empty">{t("TEACHERS_EMPTY")}</p>}>
        {(list: ReadonlyArray<FacilityMember>) => (
          <ul className="members" data-testid="teachers">
            {list.map((member) => (
              <MemberRow key={member.account_id} facilityRef={ref} member={member}>
                {isConfirmedTeacher(member) && mayGrant ? (
                  // A new command for each state of the teacher: one action each.
                  <ModeratorSwitch key={member.permissions.join()} facilityRef={ref} member={member} />
                ) : null}
                {isConfirmedTeacher(member) && owner ? (
                  <Button variant="danger" onClick={() => setHeir(member)} data-testid="transfer-ownership">
                    {t("TRANSFER_OWNERSHIP")}
                  </Button>
                ) : null}
              </MemberRow>
            ))}
          </ul>
        )}
      </ReadState>
      <InviteForm facilityRef={ref} role="teacher" />
      {heir === null ? null : <OwnershipTransferDialog facilityRef={ref} heir={heir} onClose={() => setHeir(null)} />}
    </section>
  )
}
