/**
 * The device's localStorage, or null when there is none (server-side code, tests) or the
 * browser refuses access (private modes, blocked site data — reading the property throws).
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage
  } catch {
    return null
  }
}
