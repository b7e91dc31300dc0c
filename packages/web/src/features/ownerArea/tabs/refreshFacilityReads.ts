import { managedFacilityQuery, type ManagedFacility } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { api } from "../../../shared/api"

/**
 * After a change to a facility: its public reads (its profile by id or slug, the lists) are read
 * again, so the change shows there at once. The owner area's own copies ("manage", "gallery")
 * are left to the caller, which knows what the change answered; with `answer` (the facility as
 * its editors read it) the area's copy becomes that answer.
 */
export function refreshFacilityReads(client: QueryClient, saved: Pick<ManagedFacility, "id" | "slug">, answer?: ManagedFacility): void {
  for (const ref of [String(saved.id), ...(saved.slug === null ? [] : [saved.slug])]) {
    void client.invalidateQueries({ queryKey: ["facility", ref], predicate: (query) => query.queryKey[2] !== "manage" && query.queryKey[2] !== "gallery" })
  }
  void client.invalidateQueries({ queryKey: ["facilities"] })
  if (answer !== undefined) client.setQueryData(managedFacilityQuery(api, answer.id).queryKey, answer)
}
