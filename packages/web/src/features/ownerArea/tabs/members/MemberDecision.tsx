import { commandOf, facilityMembersQuery, ownerTabActors, type FacilityMember } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { useToasts } from "../../../../shared/forms"

const decideMachine = commandOf(ownerTabActors(api).decideMember)

/** Confirm or reject a waiting member (management 2.4, 4): the member as decided replaces them in the list. */
export function MemberDecision({ facilityRef, member }: { readonly facilityRef: string; readonly member: FacilityMember }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const decide = useActorRef(decideMachine, { input: { successToast: "MEMBER_DECIDED" } })
  useToasts(decide, "ownerArea")
  const running = useSelector(decide, (snapshot) => snapshot.matches("running"))
  useEffect(() => {
    const subscription = decide.subscribe((snapshot) => {
      if (snapshot.status !== "done") return
      const decided = snapshot.context.result as FacilityMember
      client.setQueryData<ReadonlyArray<FacilityMember>>(facilityMembersQuery(api, facilityRef).queryKey, (list) =>
        list?.map((item) => (item.account_id === decided.account_id ? decided : item))
      )
    })
    return () => subscription.unsubscribe()
  }, [decide, client, facilityRef])
  const run = (status: "accepted" | "rejected") => decide.send({ type: "RUN", input: { facilityRef, accountId: member.account_id, status } })
  return (
    <>
      <button type="button" className="btn btn--success" disabled={running} onClick={() => run("accepted")} data-testid="member-confirm">
        {t("CONFIRM_MEMBER")}
      </button>
      <button type="button" className="btn btn--ghost" disabled={running} onClick={() => run("rejected")} data-testid="member-reject">
        {t("REJECT_MEMBER")}
      </button>
    </>
  )
}
