import { inject, parse } from "regexparam"

/**
 * A route of the app, in the grammar of wouter's own parser (regexparam), so the web app's
 * router, the route table's lookups and the server that answers 404 for a path no route takes
 * all agree on which route a path is:
 * - a string: `/placowka/:facility` (a parameter is one segment), `/:district?` (an optional
 *   last segment);
 * - a RegExp with named groups, for what that grammar lacks — a parameter limited to a list of
 *   values, with text around it in its segment (`/przedszkola-miasta`). wouter and regexparam
 *   take it as it is; build it with {@link limitedRoute}, so it can be filled too.
 * Matching ignores case and one trailing slash, like wouter's default parser. regexparam takes a
 * string route's literal text as RegExp source, so that text is letters, digits, `-` and `_`.
 */
export type RoutePattern = string | RegExp

/** A named group `(?<name>…)` of a limited route: no nested groups inside. */
const NAMED_GROUP = /\(\?<(\w+)>[^()]*\)/g

/**
 * A route whose parameters are named groups, e.g.
 * `limitedRoute(\`/${oneOf("type", catalogTypes)}-miasta\`)`; the rest of `source` is literal
 * path text (no RegExp syntax but {@link oneOf} and {@link segment}).
 */
export const limitedRoute = (source: string): RegExp => new RegExp(`^${source}/?$`, "i")

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A parameter of a limited route that takes one of `values`. */
export const oneOf = (name: string, values: ReadonlyArray<string>) => `(?<${name}>${values.map(escapeRegExp).join("|")})`

/** A parameter of a limited route that takes any one segment (as `:name` does in a string route). */
export const segment = (name: string) => `(?<${name}>[^/]+?)`

/** Params of a path if it matches the route, else null (a missing optional param is absent). */
export function matchPattern(route: RoutePattern, path: string): Record<string, string> | null {
  const { pattern, keys } = typeof route === "string" ? parse(route) : { pattern: route, keys: false as const }
  const result = pattern.exec(path)
  if (result === null) return null
  const values = keys === false
    ? Object.entries(result.groups ?? {})
    : keys.map((key, index) => [key, result[index + 1]] as const)
  return Object.fromEntries(values.filter((entry): entry is [string, string] => entry[1] !== undefined))
}

type RouteParams = Readonly<Record<string, string | number | null | undefined>>

const given = (value: string | number | null | undefined): value is string | number => value !== undefined && value !== null && value !== ""

/**
 * Fills a route with params: `fillPattern("/placowka/:facility", { facility: "zlobek-1" })`.
 * Values are URL-encoded; a missing optional param drops its segment; a missing required one throws.
 */
export function fillPattern(route: RoutePattern, params: RouteParams = {}): string {
  const keys = typeof route === "string" ? parse(route).keys : [...route.source.matchAll(NAMED_GROUP)].map((group) => group[1] ?? "")
  // An optional last parameter (`:district?`) or rest of the path (`/*?`) may be left out.
  const optional = new Set(typeof route === "string" ? [...(route.match(/(?<=:)\w+(?=\?)/g) ?? []), ...(route.endsWith("/*?") ? ["*"] : [])] : [])
  const values: Record<string, string> = {}
  for (const key of keys) {
    const value = params[key]
    if (given(value)) values[key] = encodeURIComponent(String(value))
    else if (!optional.has(key)) throw new Error(`Missing route parameter '${key}' for ${String(route)}`)
  }
  if (typeof route === "string") return inject(route, values)
  return route.source
    .replace(/^\^/, "")
    .replace(/\\?\/\?\$$/, "")
    .replace(NAMED_GROUP, (_group, name: string) => values[name] ?? "")
    .replace(/\\(.)/g, "$1")
}
