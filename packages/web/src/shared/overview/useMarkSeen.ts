import { seenMarkerMachine } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { useEffect } from "react"
import { parentCalls } from "../parentActors"
import { refreshOverview } from "./useAccountCounters"

const markerMachine = seenMarkerMachine.provide({ actors: { mark: parentCalls.markSeen } })

/**
 * Marks items seen once they are on screen (spec 3.13: 'answer:<id>', 'message:<id>'), through
 * core's seenMarkerMachine, then reads the counters again — each time the list changes while the
 * page is open. Null (the page still loading) marks nothing.
 */
export function useMarkSeen(items: ReadonlyArray<string> | null): void {
  const client = useQueryClient()
  const marker = useActorRef(markerMachine)
  const key = items === null ? "" : items.join(",")
  useEffect(() => {
    const subscription = marker.on("marked", () => void refreshOverview(client))
    return () => subscription.unsubscribe()
  }, [marker, client])
  useEffect(() => {
    marker.send({ type: "SHOWN", items: key === "" ? [] : key.split(",") })
  }, [marker, key])
}
