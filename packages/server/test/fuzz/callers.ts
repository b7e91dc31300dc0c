import fc from "fast-check"
import { fillPath, queryString, type ContractEndpoint } from "./contractEndpoints"
import type { ParentSession } from "./parentSession"
import type { FuzzRequest } from "./rawRequest"
import type { RequestParts } from "./validRequests"

/** Who calls: nobody, the logged-in parent, or someone with a made-up token and cookie. */
export type Caller = "guest" | "parent" | "forged"

export interface ForgedCredentials {
  readonly token: string
  readonly cookie: string
}

/** Tokens and refresh cookies nobody issued. */
export const forgedCredentials: fc.Arbitrary<ForgedCredentials> = fc.record({
  token: fc.oneof(
    fc.constantFrom("x", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.", "Bearer", "null", "%00"),
    fc.stringMatching(/^[!-~]{1,600}$/)
  ),
  cookie: fc.oneof(
    fc.constantFrom("refresh_token=", "refresh_token=%", "refresh_token=a; refresh_token=b", "refresh_token=\"x\""),
    fc.stringMatching(/^[!-:<-~]{1,300}$/).map((value) => `refresh_token=${value}`)
  )
})

const someForgery: ForgedCredentials = { token: "a.b.c", cookie: "refresh_token=x" }

/** The request an endpoint gets from generated parts, sent by the given caller. */
export const requestOf = (
  endpoint: ContractEndpoint,
  parts: RequestParts,
  caller: Caller,
  session: ParentSession,
  forged: ForgedCredentials = someForgery
): FuzzRequest => ({
  method: endpoint.method,
  path: fillPath(endpoint.path, parts.params) + queryString(parts.query),
  body: parts.body,
  contentType: parts.contentType,
  chunked: parts.chunked,
  ...(caller === "parent"
    ? { token: session.current().jwt, cookie: session.current().cookie }
    : caller === "forged"
    ? forged
    : {})
})
