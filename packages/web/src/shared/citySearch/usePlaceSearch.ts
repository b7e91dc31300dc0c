import { claimSearchQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useDeferredValue } from "react"
import { api } from "../api"

/**
 * The places and facilities of the directory matching what is typed (read once the typing
 * settles), or null before `minLetters` are typed: fewer match too much to be useful.
 */
export function usePlaceSearch(text: string, minLetters = 2) {
  const query = useDeferredValue(text.trim())
  const enabled = query.length >= minLetters
  const result = useQuery({ ...claimSearchQuery(api, query), enabled })
  return enabled ? result : null
}
