import { useCallback, useState } from "react"
import { browserSessionStorage } from "../../../shared/browserStorage"

const KEY = "pociecha.cardPanel.drawerOpen"

/**
 * Whether the panel's drawer is open (management 2.8: kept across the panel's screens), kept in
 * the tab's session storage: a reload or a tab opened from a link finds it as it was left. Open
 * unless it was closed.
 */
export function useDrawerOpen(storage: Storage | null = browserSessionStorage()): readonly [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => storage?.getItem(KEY) !== "false")
  const change = useCallback((next: boolean) => {
    storage?.setItem(KEY, String(next))
    setOpen(next)
  }, [storage])
  return [open, change]
}
