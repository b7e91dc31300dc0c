import { QUERIES_STALE, type QueriesStale } from "@pociecha/core"
import { QueryClientContext } from "@tanstack/react-query"
import { use, useEffect } from "react"
import type { AnyActorRef } from "xstate"

/**
 * Drops from the query cache the keys a write names in its `queriesStale` event (its `unread` ones
 * are only marked stale, not read again now): the one place
 * the app invalidates reads after a mutation machine's success. Machines that never emit it
 * cost one idle subscription; outside a cache (a lone form in a test) there is nothing to drop.
 */
export function useQueriesStale(actor: AnyActorRef): void {
  const client = use(QueryClientContext)
  useEffect(() => {
    if (client === undefined) return
    const subscription = actor.on(QUERIES_STALE, ({ keys, unread = [] }: QueriesStale) => {
      for (const queryKey of keys) void client.invalidateQueries({ queryKey })
      for (const queryKey of unread) void client.invalidateQueries({ queryKey, refetchType: "none" })
    })
    return () => subscription.unsubscribe()
  }, [actor, client])
}
