import { PociechaApi } from "@pociecha/core"
import type { ByteSize } from "effect"

/** What the server needs of a body encoding (effect's HttpApiSchema.PayloadEncoding). */
interface PayloadEncodingShape {
  readonly _tag: string
  readonly limits?: { readonly maxTotalSize?: ByteSize.Input | undefined } | undefined
}

interface EndpointShape {
  readonly method: string
  readonly path: string
  readonly payload: ReadonlyMap<string, { readonly encoding: PayloadEncodingShape }>
}

const patternOf = (path: string) =>
  new RegExp(`^${path.split("/").map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`)

/** The contract's endpoints (paths with the /api prefix, compiled once), with their body encodings. */
export const apiEndpoints = Object.values(PociechaApi.groups).flatMap((group) =>
  Object.values(group.endpoints as Record<string, EndpointShape>).map(({ method, path, payload }) => ({ method, pattern: patternOf(path), payload }))
)

/** The methods the contract answers on a path: empty when no endpoint has the path at all. */
export const allowedMethods = (path: string): ReadonlyArray<string> => [
  ...new Set(apiEndpoints.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method))
]
