import { useCallback, useState } from "react"
import { useLocation } from "wouter"

/**
 * Open/closed state that closes by itself on route change (spec 2.3: the profile menu and the
 * mobile menu close on route change): it remembers the path it was opened on and counts as
 * open only while the app is still there. No effect, so no extra render on navigation.
 */
export function useOpenUntilNavigation(): readonly [boolean, (open: boolean) => void] {
  const [location] = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? location : null), [location])
  return [openOn === location, setOpen] as const
}
