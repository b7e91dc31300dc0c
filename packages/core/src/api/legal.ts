import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { LegalDocument, LegalKind, LegalVersionRef, LegalVersionSummary } from "../domain/legal"
import { BadRequestError, NotFoundError, UnauthorizedError } from "./errors"

/**
 * The tick of a form that collects personal data: the regulations accepted and the privacy
 * notice read, in their current versions. Only `true` passes; false or none is ACCEPT_REQUIRED.
 */
export const RegulationsAccepted = Schema.Boolean
  .check(Schema.makeFilter((accepted) => accepted || "ACCEPT_REQUIRED"))
  .annotateKey({ messageMissingKey: "ACCEPT_REQUIRED" })

/** The versions a signed-in person accepts when asked (one of each kind at most). */
export const ConsentPayload = Schema.Struct({ accepted: Schema.Array(LegalVersionRef).check(Schema.isMaxLength(4)) })
export type ConsentPayload = typeof ConsentPayload.Type

/** What is still to accept after a consent (nothing once every current version is accepted). */
export const PendingConsents = Schema.Struct({ pending_consents: Schema.Array(LegalVersionRef) })
export type PendingConsents = typeof PendingConsents.Type

export const LegalVersionList = Schema.Struct({ versions: Schema.Array(LegalVersionSummary) })
export type LegalVersionList = typeof LegalVersionList.Type

const KindParam = { kind: LegalKind }

/** The legal texts (public) and the acceptance of their new versions (signed in). */
export const LegalGroup = HttpApiGroup.make("legal")
  .add(
    // The version in force; 404 when none is published yet.
    HttpApiEndpoint.get("current", "/v1/legal/:kind", { params: KindParam, success: LegalDocument, error: [BadRequestError, NotFoundError] })
  )
  .add(
    // Every published version, newest first.
    HttpApiEndpoint.get("versions", "/v1/legal/:kind/versions", { params: KindParam, success: LegalVersionList, error: BadRequestError })
  )
  .add(
    // 400 a version that is not the current one of its kind (under `accepted`).
    HttpApiEndpoint.post("accept", "/v1/account/consents", {
      payload: ConsentPayload,
      success: PendingConsents,
      error: [BadRequestError, UnauthorizedError]
    })
  )
