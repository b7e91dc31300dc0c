import { facilityMembersQuery, membersOfRole, type FacilityMember, type SubscriberRole } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { api } from "../../../../shared/api"

/** The facility's members of one role, those waiting first, then by name. */
export function useMembers(facilityRef: string, role: SubscriberRole) {
  return useQuery({
    ...facilityMembersQuery(api, facilityRef),
    select: (members: ReadonlyArray<FacilityMember>) => membersOfRole(members, role)
  })
}
