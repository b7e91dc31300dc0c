import { managedFacilityQuery, type ManagedFacility } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { api } from "../../../shared/api"

/**
 * A save answered the facility as its editors read it: the owner area's copy becomes that
 * answer, without reading it again. The public reads the save made stale are the machine's to
 * name (QUERIES_STALE).
 */
export function keepManagedRecord(client: QueryClient, answer: ManagedFacility): void {
  client.setQueryData(managedFacilityQuery(api, answer.id).queryKey, answer)
}
