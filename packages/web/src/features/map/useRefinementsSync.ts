import { readRefinements } from "@pociecha/core"
import { useEffect, useRef } from "react"
import { useSearchParams } from "wouter"
import type { MapSearchActor } from "./MapView"

/**
 * Tells the map search when the URL's sort, origin or issue 20's filters change (the URL is
 * where they live, as the spec's filters do); the first ones came with the machine's input.
 */
export function useRefinementsSync(actor: MapSearchActor) {
  const [search] = useSearchParams()
  const key = JSON.stringify(readRefinements(search))
  const sent = useRef(key)
  useEffect(() => {
    if (sent.current === key) return
    sent.current = key
    actor.send({ type: "REFINEMENTS_CHANGED", refinements: JSON.parse(key) })
  }, [key, actor])
}
