/** A storage that may be missing (server-side code, tests) or refused: even `typeof` of it throws then. */
function reachable(read: () => Storage | undefined): Storage | null {
  try {
    return read() ?? null
  } catch {
    return null
  }
}

/**
 * The device's localStorage, or null when there is none (server-side code, tests) or the
 * browser refuses access (private modes, blocked site data — reading the property throws).
 */
export function browserStorage(): Storage | null {
  return reachable(() => (typeof localStorage === "undefined" ? undefined : localStorage))
}

/**
 * This tab's sessionStorage, or null as for {@link browserStorage}: for what must outlive a
 * trip to the login page (and a sign-in with Google or Facebook) but not the tab, such as a
 * guest's opinion draft.
 */
export function browserSessionStorage(): Storage | null {
  return reachable(() => (typeof sessionStorage === "undefined" ? undefined : sessionStorage))
}
