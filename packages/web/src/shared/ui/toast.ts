import { useSyncExternalStore } from "react"

type Sonner = typeof import("sonner")
type Tone = "success" | "error" | "warning" | "info"

let loaded: Sonner | null = null
let loading: Promise<Sonner> | null = null
const listeners = new Set<() => void>()

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      loaded = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      // A chunk that failed to arrive is asked for again with the next toast.
      loading = null
      throw error
    }
  )
  return loading
}

const show = (tone: Tone) => (message: string): void => {
  void loadSonner().then(({ toast: sonner }) => sonner[tone](message))
}

/**
 * Toasts (spec 2.3, 9): `toast.error(text)` and the like. The toast library arrives with the
 * first toast, so a visit that shows none never downloads it; a toast asked for before the
 * toaster is on screen shows as soon as it is (sonner keeps it until a toaster subscribes).
 */
export const toast = { success: show("success"), error: show("error"), warning: show("warning"), info: show("info") }

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The toast library once the first toast asked for it, else null (the toaster mounts then). */
export function useLoadedSonner(): Sonner | null {
  return useSyncExternalStore(subscribe, () => loaded, () => null)
}
