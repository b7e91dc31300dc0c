/**
 * The route pattern grammar of the app's paths, shared by the web app's router (wouter's
 * `parser`), the route table's lookups and the server that answers 404 for a path no route takes,
 * so all of them always agree on which route a path is:
 * - `/placowka/:facility` — a parameter (one segment, at least one character);
 * - `/:type(przedszkola|zlobki)-miasta` — a parameter limited to alternatives (no nested groups),
 *   with literal text around it inside the segment;
 * - `/:district?` — an optional last segment.
 * Matching ignores case and one trailing slash, like wouter's default parser.
 */
export interface ParsedPattern {
  readonly pattern: RegExp
  readonly keys: string[]
}

const PARAM = /:(\w+)(\([^()]*\))?(\?)?/g
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Compiles a pattern; `loose` matches a prefix (wouter's nested routes). */
export function parsePattern(route: string, loose = false): ParsedPattern {
  const keys: string[] = []
  let source = ""
  for (const segment of route.split("/").filter(Boolean)) {
    if (segment === "*") {
      keys.push("wild")
      source += "(?:/(.*))?"
      continue
    }
    let part = ""
    let optional = false
    let last = 0
    for (const match of segment.matchAll(PARAM)) {
      const [token, name = "", alternatives, question] = match
      part += escapeRegExp(segment.slice(last, match.index))
      keys.push(name)
      part += alternatives ?? "([^/]+?)"
      if (question) optional = true
      last = match.index + token.length
    }
    part += escapeRegExp(segment.slice(last))
    source += optional ? `(?:/${part})?` : `/${part}`
  }
  return { pattern: new RegExp(`^${source}${loose ? "(?=$|/)" : "/?$"}`, "i"), keys }
}

/** Params of a path if it matches the pattern, else null. */
export function matchPattern(route: string, path: string): Record<string, string> | null {
  const { pattern, keys } = parsePattern(route)
  const result = pattern.exec(path)
  if (result === null) return null
  const params: Record<string, string> = {}
  keys.forEach((key, index) => {
    const value = result[index + 1]
    if (value !== undefined) params[key] = value
  })
  return params
}

/**
 * Fills a pattern with params: `fillPattern("/placowka/:facility", { facility: "zlobek-1" })`.
 * Values are URL-encoded; a missing optional param drops its segment; a missing required one throws.
 */
export function fillPattern(route: string, params: Readonly<Record<string, string | number | null | undefined>> = {}): string {
  const segments: string[] = []
  for (const segment of route.split("/").filter(Boolean)) {
    let missingOptional = false
    const filled = segment.replace(PARAM, (_token, name: string, _alternatives, question) => {
      const value = params[name]
      if (value === undefined || value === null || value === "") {
        if (question) {
          missingOptional = true
          return ""
        }
        throw new Error(`Missing route parameter '${name}' for ${route}`)
      }
      return encodeURIComponent(String(value))
    })
    if (!missingOptional) segments.push(filled)
  }
  return `/${segments.join("/")}`
}
