import { commandOf, parentActors } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { useEffect } from "react"
import { api } from "../api"
import { refreshOverview } from "./useAccountCounters"

const markSeenMachine = commandOf(parentActors(api).markSeen)

/**
 * Marks items seen once they are on screen (spec 3.13: 'answer:<id>', 'message:<id>'), through
 * `v1/seen-by/mark`, then reads the counters again. Nothing to mark (an empty list, or null while
 * the page loads) marks nothing; a failed mark only leaves a counter up, so it says nothing.
 */
export function useMarkSeen(items: ReadonlyArray<string> | null): void {
  const client = useQueryClient()
  const command = useActorRef(markSeenMachine)
  const key = items === null ? "" : items.join(",")
  useEffect(() => {
    const subscription = command.subscribe((snapshot) => {
      if (snapshot.status === "done") void refreshOverview(client)
    })
    return () => subscription.unsubscribe()
  }, [command, client])
  useEffect(() => {
    if (key !== "") command.send({ type: "RUN", input: key.split(",") })
  }, [command, key])
}
