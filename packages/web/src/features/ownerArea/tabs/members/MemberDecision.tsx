import { readyMachines, type FacilityMember } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../../../shared/forms"
import { replaceMember } from "./replaceMember"
import { Button } from "../../../../shared/ui/Button"

/** Confirm or reject a waiting member (management 2.4, 4): the member as decided replaces them in the list. */
export function MemberDecision({ facilityRef, member }: { readonly facilityRef: string; readonly member: FacilityMember }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const decide = useCommand(readyMachines.memberDecision, { ns: "ownerArea", successToast: "MEMBER_DECIDED", onDone: (decided) => replaceMember(client, facilityRef, decided as FacilityMember) })
  const { running } = decide
  const run = (status: "accepted" | "rejected") => decide.run({ facilityRef, accountId: member.account_id, status })
  return (
    <>
      <Button variant="success" disabled={running} onClick={() => run("accepted")} data-testid="member-confirm">
        {t("CONFIRM_MEMBER")}
      </Button>
      <Button variant="ghost" disabled={running} onClick={() => run("rejected")} data-testid="member-reject">
        {t("REJECT_MEMBER")}
      </Button>
    </>
  )
}
