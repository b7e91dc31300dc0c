import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { User } from "../domain/user"
import { Credentials } from "./account"
import { BadRequestError, ForbiddenError, NotFoundError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from "./errors"
import { FacilityRef, Uuid } from "./ids"

/**
 * Passing the facility to one of its teachers (management 2.4 teachers, 4): the teacher's account,
 * and the owner's own password, checked again because the step cannot be undone.
 */
export const OwnershipTransferPayload = Schema.Struct({
  account_id: Uuid,
  password: Credentials.fields.password
})
export type OwnershipTransferPayload = typeof OwnershipTransferPayload.Type

/**
 * Ownership of a facility (management 4): its OWNER passes it to an accepted teacher, who becomes
 * the OWNER; the former owner stays as a teacher with no permissions. Irreversible.
 */
export const OwnershipGroup = HttpApiGroup.make("ownership").add(
  HttpApiEndpoint.post("transfer", "/facility/list/:id/ownership/transfer", {
    params: FacilityRef,
    payload: OwnershipTransferPayload,
    // The former owner as they now are (their perms no longer run the facility).
    success: User,
    // 403 anyone but the facility's OWNER (an ADMIN or support too); 400 the account is not an
    // accepted teacher of the facility (under `account_id`); 401 ERROR_BAD_PASSWORD (under
    // `password`); 429 too many wrong passwords (counted as failed logins); 503 too many password checks waiting.
    error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, TooManyRequestsError, ServiceUnavailableError]
  })
)
