import { managedFacilityQuery, type ManagedFacility } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { api } from "../../../../shared/api"

/**
 * After a save that answers the facility as its editors read it: the owner area's copy becomes
 * the answer, and the public reads of the facility (its profile by id or slug, the lists) are
 * read again, so the edit shows there at once.
 */
export function refreshFacilityReads(client: QueryClient, saved: Pick<ManagedFacility, "id" | "slug">, answer?: ManagedFacility): void {
  for (const ref of [String(saved.id), ...(saved.slug === null ? [] : [saved.slug])]) {
    void client.invalidateQueries({ queryKey: ["facility", ref], predicate: (query) => query.queryKey[2] !== "manage" && query.queryKey[2] !== "gallery" })
  }
  void client.invalidateQueries({ queryKey: ["facilities"] })
  if (answer !== undefined) client.setQueryData(managedFacilityQuery(api, answer.id).queryKey, answer)
}
