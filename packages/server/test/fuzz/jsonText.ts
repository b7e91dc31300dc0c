/** JSON text placed verbatim into a body: numbers like `-0` or `1e999` no serializer writes. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes {@link RawJson} verbatim (and so can build any JSON text). */
export const jsonText = (value: unknown): string => {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`
  if (typeof value === "object" && value !== null) {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}
