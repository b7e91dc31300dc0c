/**
 * Reads a form value as text: strings as they are, numbers and booleans stringified, anything
 * else (null, undefined, objects) as `""`. Internal helper of the validators.
 */
export function toText(value: unknown): string {
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return ""
}

/** Number of characters (code points) of trimmed text, so "Łó" counts 2. */
export function trimmedLength(value: unknown): number {
  return Array.from(toText(value).trim()).length
}
