import { PociechaApi } from "@pociecha/core"
import type { Schema, SchemaAST } from "effect"

type AnySchema = Schema.Codec<unknown, unknown>

/** One endpoint of the contract, as the fuzz suite drives it. */
export interface ContractEndpoint {
  /** `group.endpoint`, e.g. `account.signup`. */
  readonly name: string
  readonly method: string
  /** With the `/api` prefix and `:param` placeholders. */
  readonly path: string
  readonly paramNames: ReadonlyArray<string>
  readonly params: AnySchema | undefined
  readonly query: AnySchema | undefined
  /** The JSON body's schema; undefined when the endpoint takes no body. */
  readonly payload: AnySchema | undefined
}

interface EndpointShape {
  readonly method: string
  readonly path: string
  readonly params?: AnySchema
  readonly query?: AnySchema
  readonly payload: ReadonlyMap<string, { readonly schemas: ReadonlyArray<AnySchema> }>
}

/** Every endpoint of {@link PociechaApi}: a new endpoint is fuzzed without touching this suite. */
export const contractEndpoints: ReadonlyArray<ContractEndpoint> = Object.values(PociechaApi.groups).flatMap((group) =>
  Object.entries(group.endpoints as unknown as Record<string, EndpointShape>).map(([name, endpoint]) => ({
    name: `${group.identifier}.${name}`,
    method: endpoint.method,
    path: endpoint.path,
    paramNames: endpoint.path.split("/").filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1)),
    params: endpoint.params,
    query: endpoint.query,
    payload: endpoint.payload.get("application/json")?.schemas[0]
  }))
)

/** The property names of a struct schema (empty for anything else). */
export const fieldNamesOf = (schema: AnySchema | undefined): ReadonlyArray<string> => {
  const ast = schema?.ast as SchemaAST.AST | undefined
  return ast?._tag === "Objects" ? ast.propertySignatures.map((p) => String(p.name)) : []
}

/** The path with each `:param` replaced by its (already wire-ready) value. */
export const fillPath = (path: string, segments: Readonly<Record<string, string>>): string =>
  path.split("/").map((segment) => (segment.startsWith(":") ? segments[segment.slice(1)] ?? "" : segment)).join("/")

/** `?a=1&b=2` from wire-ready pairs ('' when there are none). */
export const queryString = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`

/**
 * URI-encodes a value for a path segment or a query value. A lone surrogate (which
 * encodeURIComponent refuses) goes out as its WTF-8 bytes — invalid UTF-8 the server must refuse.
 */
export const encodePart = (value: string): string =>
  value.split(LONE_SURROGATE).map((piece) => {
    if (piece.length !== 1 || !LONE_SURROGATE.test(piece)) return encodeURIComponent(piece)
    const unit = piece.charCodeAt(0)
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map(hex).join("")
  }).join("")
