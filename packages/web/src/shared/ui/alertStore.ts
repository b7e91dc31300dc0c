import type { ActionColor } from "./Modal"

export interface AlertAction {
  /** Button text (translation key). */
  readonly display: string
  readonly color?: ActionColor
  readonly onClick: () => void
}

export interface AlertOptions {
  /** Translation key. */
  readonly title: string
  /** Translation key. */
  readonly subtitle?: string
  /** Shows CANCEL and lets Escape / outside click close; default true. */
  readonly closable?: boolean
  /** Shows ACCEPT, which runs this and then closes. */
  readonly onAccept?: () => void
  readonly actions?: readonly AlertAction[]
}

type Listener = () => void

let current: AlertOptions | null = null
let shown = false
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((listener) => listener())

/**
 * Opens the global alert modal (spec 2.3); a second call replaces the first.
 * @public the app-wide confirmation that the staff side's actions will ask through; no caller yet
 */
export function showAlert(options: AlertOptions): void {
  current = options
  shown = true
  emit()
}

/** Closes the global alert modal. */
export function closeAlert(): void {
  current = null
  emit()
}

export const alertStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): AlertOptions | null => current,
  /** Whether any alert was shown yet (the dialog's code is loaded from then on). */
  everShown: (): boolean => shown
}
