import { useCallback, useState } from "react"
import { useLocation } from "wouter"

/**
 * Open/closed state that closes by itself on route change (spec 2.3: the profile menu and the
 * mobile menu close on route change). It remembers the path it was opened on; the first render on
 * another path forgets it (React's "state from the previous render" pattern — no effect, so the
 * menu never shows for a frame on the new page, and coming back does not reopen it).
 */
export function useOpenUntilNavigation(initiallyOpen = false): readonly [boolean, (open: boolean) => void] {
  const [location] = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(initiallyOpen ? location : null)
  if (openOn !== null && openOn !== location) setOpenOn(null)
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? location : null), [location])
  return [openOn === location, setOpen] as const
}
