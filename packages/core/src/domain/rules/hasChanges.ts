const isBlank = (value: unknown): boolean => value === null || value === undefined || value === ""

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype

function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true
  if (Object.is(a, b)) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => sameValue(a[key], b[key]))
  }
  return false
}

/**
 * Whether anything changed between the initial and the current value, so a submit on blur or
 * Enter happens only then (spec 5); otherwise the UI says NO_CHANGES_TO_SAVE. Compares deeply
 * (arrays, plain objects, dates); `null`, `undefined` and `""` count as the same empty value, so an
 * untouched empty field or a missing key is no change. Whitespace is significant.
 */
export function hasChanges(initial: unknown, current: unknown): boolean {
  return !sameValue(initial, current)
}
