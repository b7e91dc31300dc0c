import { facilityMembersQuery, type FacilityMember } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { api } from "../../../../shared/api"

/** The member as a call answered them (decided, made a moderator) takes their place in the facility's list. */
export function replaceMember(client: QueryClient, facilityRef: string, changed: FacilityMember): void {
  client.setQueryData<ReadonlyArray<FacilityMember>>(facilityMembersQuery(api, facilityRef).queryKey, (list) =>
    list?.map((item) => (item.account_id === changed.account_id ? changed : item))
  )
}
