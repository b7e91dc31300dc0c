import { isModeratorTeacher, readyMachines, type FacilityMember } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Switch, useCommand } from "../../../../shared/forms"
import { replaceMember } from "./replaceMember"

/**
 * A teacher made a moderator of the facility's pages (add, edit and delete news, choose their
 * visibility), or no longer one (management 2.4 teachers, 6).
 */
export function ModeratorSwitch({ facilityRef, member }: { readonly facilityRef: string; readonly member: FacilityMember }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const moderator = isModeratorTeacher(member)
  const command = useCommand(readyMachines.moderatorSwitch, { ns: "ownerArea", successToast: "PERMISSIONS_SAVED", onDone: (changed) => replaceMember(client, facilityRef, changed as FacilityMember) })
  return (
    <Switch
      label={t("MODERATOR")}
      checked={moderator}
      disabled={command.running}
      onChange={(checked) => command.run({ facilityRef, accountId: member.account_id, moderator: checked })}
    />
  )
}
