import { claimSearchQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useDeferredValue } from "react"
import { api } from "../../../shared/api"

/** Fewer letters match too much to be useful. */
const MIN_LETTERS = 2

/** Towns and facilities matching what is typed (read once the typing settles), or null before enough is typed. */
export function useClaimSearch(text: string) {
  const query = useDeferredValue(text.trim())
  const enabled = query.length >= MIN_LETTERS
  const result = useQuery({ ...claimSearchQuery(api, query), enabled })
  return enabled ? result : null
}
