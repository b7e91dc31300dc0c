import { commandOf, facilityMembersQuery, isModeratorTeacher, ownerTabActors, type FacilityMember } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { Switch, useToasts } from "../../../../shared/forms"

const moderatorMachine = commandOf(ownerTabActors(api).setModerator)

/**
 * A teacher made a moderator of the facility's pages (add, edit and delete news, choose their
 * visibility), or no longer one (management 2.4 teachers, 6).
 */
export function ModeratorSwitch({ facilityRef, member }: { readonly facilityRef: string; readonly member: FacilityMember }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const moderator = isModeratorTeacher(member)
  const command = useActorRef(moderatorMachine, { input: { successToast: "PERMISSIONS_SAVED" } })
  useToasts(command, "ownerArea")
  const running = useSelector(command, (snapshot) => snapshot.matches("running"))
  useEffect(() => {
    const subscription = command.subscribe((snapshot) => {
      if (snapshot.status !== "done") return
      const changed = snapshot.context.result as FacilityMember
      client.setQueryData<ReadonlyArray<FacilityMember>>(facilityMembersQuery(api, facilityRef).queryKey, (list) =>
        list?.map((item) => (item.account_id === changed.account_id ? changed : item))
      )
    })
    return () => subscription.unsubscribe()
  }, [command, client, facilityRef])
  return (
    <Switch
      label={t("MODERATOR")}
      checked={moderator}
      disabled={running}
      onChange={(checked) => command.send({ type: "RUN", input: { facilityRef, accountId: member.account_id, moderator: checked } })}
    />
  )
}
