import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react"
import { MenuTriggerPlaceholder, type MenuKind } from "./MenuTriggerPlaceholder"

type MenusModule = Pick<typeof import("./NavbarMenus"), "LanguageMenu" | "MobileMenu" | "ProfileMenu">

let menus: Promise<MenusModule> | null = null
let loadedMenus: MenusModule | null = null
const listeners = new Set<() => void>()

/** Loads the Radix menus once; a failed load is tried again at the next interaction. */
function loadMenus(): Promise<MenusModule> {
  menus ??= import("./NavbarMenus").then(
    ({ LanguageMenu, MobileMenu, ProfileMenu }) => {
      loadedMenus = { LanguageMenu, MobileMenu, ProfileMenu }
      listeners.forEach((listener) => listener())
      return loadedMenus
    },
    (error: unknown) => {
      menus = null
      throw error
    }
  )
  return menus
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
// The module itself, not React.lazy components over it: a lazy component suspends on its first
// render even when its module is in, and a press in that frame landed on a fallback trigger that
// did nothing (about one press in five in the end-to-end tests opened no menu).
const useLoadedMenus = () => useSyncExternalStore(subscribe, () => loadedMenus, () => null)

/** Gives focus back to the slot's trigger once the real menu replaced a focused placeholder. */
function RefocusTrigger({ slot, focused }: { readonly slot: RefObject<HTMLSpanElement | null>; readonly focused: RefObject<boolean> }) {
  useLayoutEffect(() => {
    if (focused.current) slot.current?.querySelector<HTMLElement>("button")?.focus()
  }, [slot, focused])
  return null
}

/**
 * A navbar menu (language, profile, burger) whose code — Radix and its positioning engine — loads
 * only when someone reaches for a menu: a pointer over or on it, or a click or key press on its
 * trigger. Until then the trigger is a look-alike button (same box, text and test id); a press
 * on it opens the real menu as soon as it is there, and a trigger that had focus keeps it.
 */
export function NavbarMenuSlot({ kind, className, children }: {
  readonly kind: MenuKind
  readonly className?: string | undefined
  /** The real menu, from the loaded module; `openOnMount` is true when a press on the look-alike asked for it. */
  readonly children: (loaded: MenusModule, openOnMount: boolean) => ReactNode
}) {
  const loaded = useLoadedMenus()
  const [pressed, setPressed] = useState(false)
  const slot = useRef<HTMLSpanElement>(null)
  const focused = useRef(false)
  if (loaded === null) {
    return (
      <span
        className="navbar__menu-slot"
        ref={slot}
        onPointerEnter={() => void loadMenus()}
        onPointerDown={() => {
          // Radix opens its menus on pointer down: when the real trigger replaces this one
          // between the press and the click, the click would open nothing, so the press asks too.
          setPressed(true)
          void loadMenus()
        }}
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
        onClick={() => {
          setPressed(true)
          void loadMenus()
        }}
      >
        <MenuTriggerPlaceholder kind={kind} className={className} />
      </span>
    )
  }
  return (
    <span className="navbar__menu-slot" ref={slot}>
      {children(loaded, pressed)}
      <RefocusTrigger slot={slot} focused={focused} />
    </span>
  )
}
