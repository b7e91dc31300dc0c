import { lazy, Suspense, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react"
import { MenuTriggerPlaceholder, type MenuKind } from "./MenuTriggerPlaceholder"

type MenusModule = typeof import("./NavbarMenus")

let menus: Promise<MenusModule> | null = null
let ready = false
const listeners = new Set<() => void>()

/** Loads the Radix menus once; a failed load is tried again at the next interaction. */
function loadMenus(): Promise<MenusModule> {
  menus ??= import("./NavbarMenus").then(
    (module) => {
      ready = true
      listeners.forEach((listener) => listener())
      return module
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
const useMenusReady = () => useSyncExternalStore(subscribe, () => ready, () => false)

export const LanguageMenu = lazy(() => loadMenus().then((module) => ({ default: module.LanguageMenu })))
export const ProfileMenu = lazy(() => loadMenus().then((module) => ({ default: module.ProfileMenu })))
export const MobileMenu = lazy(() => loadMenus().then((module) => ({ default: module.MobileMenu })))

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
  /** The real menu; `openOnMount` is true when a press on the look-alike asked for it. */
  readonly children: (openOnMount: boolean) => ReactNode
}) {
  const loaded = useMenusReady()
  const [pressed, setPressed] = useState(false)
  const slot = useRef<HTMLSpanElement>(null)
  const focused = useRef(false)
  const placeholder = <MenuTriggerPlaceholder kind={kind} className={className} />
  if (!loaded) {
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
        {placeholder}
      </span>
    )
  }
  return (
    <span className="navbar__menu-slot" ref={slot}>
      <Suspense fallback={placeholder}>
        {children(pressed)}
        <RefocusTrigger slot={slot} focused={focused} />
      </Suspense>
    </span>
  )
}
