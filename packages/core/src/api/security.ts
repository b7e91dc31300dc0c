import { Context } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import type { UserType } from "../domain/user"
import { ServerError } from "./errors"

/** Who is calling, as read from a valid access token. */
export interface ViewerClaims {
  readonly accountId: string
  readonly type: UserType
}

/**
 * What the request's bearer token said. Public reads ignore anything but
 * `signed-in`; calls that need a user fail with the matching catalogue error
 * (missing, expired or invalid jwt), so a stale token never breaks a public page.
 */
export type ViewerState =
  | { readonly _tag: "guest" }
  /** `sessionId`: the portal session (refresh-token family) the token was issued in; what it opens elsewhere (a facility site's session) ends with it. */
  | { readonly _tag: "signed-in"; readonly claims: ViewerClaims; readonly sessionId: string }
  | { readonly _tag: "expired" }
  | { readonly _tag: "invalid" }

/** The caller of the current request. */
export class Viewer extends Context.Service<Viewer, ViewerState>()("@pociecha/core/Viewer") {}

/** Reads `Authorization: Bearer …` into the Viewer of the request. */
export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: Viewer }>()(
  "@pociecha/core/Authentication"
) {}

/**
 * The boundary of every endpoint. On the server it answers request decoding failures —
 * malformed JSON, wrong types, missing fields — with 400 ERROR_BAD_REQUEST and a field →
 * messages map (each endpoint that takes input declares BadRequestError itself). It declares
 * the one error every endpoint can end in: the 500 the server's request boundary answers for
 * a failure nobody expected.
 */
export class ApiBoundary extends HttpApiMiddleware.Service<ApiBoundary>()("@pociecha/core/ApiBoundary", {
  error: ServerError
}) {}
