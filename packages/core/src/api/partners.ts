import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Language } from "../domain/user"
import { PhoneNumber } from "./applications"
import { EmailAddress, FilledLine, Line, maxLengths, PlainPersonName, PlainSurname } from "./bounds"
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "./errors"
import { RecordId, RowId, Uuid } from "./ids"

/** The header a partner app sends its key in (`X-Partner-Key: <key>`). */
export const PARTNER_KEY_HEADER = "x-partner-key"

/**
 * What a partner app asks for (management 8, 3 "partner-app lead"): an account for the person
 * it names — a facility account (`kind: "facility"`, the person runs the facility and becomes
 * its owner) or a parent account (`kind: "parent"`, a parent of the facility). `facility_id` is
 * the directory's id of the facility, as the partner app knows it. No password: the account's
 * holder sets one through the link mailed to them.
 */
export const PartnerAccountPayload = Schema.Struct({
  kind: Schema.Literals(["facility", "parent"]),
  facility_id: RowId,
  email: EmailAddress,
  name: PlainPersonName,
  surname: PlainSurname,
  phone: Schema.optionalKey(PhoneNumber),
  position: Schema.optionalKey(Line(maxLengths.name)),
  language: Schema.optionalKey(Language)
})
export type PartnerAccountPayload = typeof PartnerAccountPayload.Type

/** The account made: its id and address; its holder is mailed the link to set a password. */
export const PartnerAccount = Schema.Struct({ id: Uuid, email: Schema.String, kind: Schema.Literals(["facility", "parent"]) })
export type PartnerAccount = typeof PartnerAccount.Type

/** A partner app as support sees it: never its key, which only its creation answers. */
export const Partner = Schema.Struct({
  id: RowId,
  name: Schema.String,
  created_at: Schema.Number,
  revoked_at: Schema.NullOr(Schema.Number)
})
export type Partner = typeof Partner.Type

/** A new partner and its key, shown this once: the database keeps only the key's hash. */
export const NewPartner = Schema.Struct({ ...Partner.fields, key: Schema.String })
export type NewPartner = typeof NewPartner.Type

export const NewPartnerPayload = Schema.Struct({ name: FilledLine(maxLengths.name) })
export type NewPartnerPayload = typeof NewPartnerPayload.Type

/**
 * Partner apps (management 8): a partner app, authenticated by its key in the
 * {@link PARTNER_KEY_HEADER} header (401 when missing, unknown or revoked), creates accounts
 * for people of facilities it knows — refused with ERROR_PARTNER_FACILITY_NOT_FOUND (404),
 * ERROR_PARTNER_EMAIL_TAKEN (409) or ERROR_PARTNER_ACCOUNT_FAILED (409, the facility already
 * has an owner); support staff create partners (the key answered once), list them and revoke
 * their keys.
 */
export const PartnersGroup = HttpApiGroup.make("partners")
  .add(
    HttpApiEndpoint.post("createAccount", "/v1/partner/account", {
      payload: PartnerAccountPayload,
      success: PartnerAccount.pipe(HttpApiSchema.status(201)),
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/support/partners", {
      success: Schema.Array(Partner),
      error: [UnauthorizedError, ForbiddenError]
    })
  )
  .add(
    HttpApiEndpoint.post("create", "/v1/support/partners", {
      payload: NewPartnerPayload,
      success: NewPartner.pipe(HttpApiSchema.status(201)),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(
    HttpApiEndpoint.delete("revoke", "/v1/support/partners/:id", {
      params: { id: RecordId },
      error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError]
    })
  )
