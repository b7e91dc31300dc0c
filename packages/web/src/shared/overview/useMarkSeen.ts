import { readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { usePociechaMachine } from "../session"

/**
 * Marks items seen once they are on screen (spec 3.13: 'answer:<id>', 'message:<id>'), through
 * core's seenMarkerMachine, each time the list changes while the page is open; each mark makes the
 * counters stale (the machine names them). Null (the page still loading) marks nothing.
 */
export function useMarkSeen(items: ReadonlyArray<string> | null): void {
  const marker = usePociechaMachine(readyMachines.seenMarker)
  const key = items === null ? "" : items.join(",")
  useEffect(() => {
    marker.send({ type: "SHOWN", items: key === "" ? [] : key.split(",") })
  }, [marker, key])
}
