import { MOBILE_LAYOUT_QUERY } from "@pociecha/core"
import { useCallback, useSyncExternalStore } from "react"

/** Mobile layout below 1024 px (core's, which the server's map page reads too), small screens below 768 px (spec 9). */
export const MOBILE_QUERY = MOBILE_LAYOUT_QUERY

/** Whether a media query matches now; follows changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    [query]
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false
  )
}

/** The mobile layout (below 1024 px). */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY)
