import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { SupportUser } from "../domain/supportUser"
import { EmailAddress } from "./bounds"
import { ConflictError, recordErrors, TooManyRequestsError } from "./errors"
import { Uuid } from "./ids"

const UserParam = { id: Uuid }

/**
 * Support's toolbox (issue 18), support staff only: look an account up by its e-mail address,
 * mail a not-activated one its activation link again, let in one that wrong passwords slowed,
 * and end every session of one. Each action answers the account as it now is and is kept in the
 * audit trail (`user.resend-confirmation`, `user.unlock`, `user.end-sessions`).
 */
export const SupportToolboxGroup = HttpApiGroup.make("supportToolbox")
  .add(
    HttpApiEndpoint.get("lookup", "/v1/support/users", {
      query: { email: EmailAddress },
      success: SupportUser,
      // 404 ERROR_ACCOUNT_NOT_FOUND: no account has that address.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("resendConfirmation", "/v1/support/users/:id/resend-confirmation", {
      params: UserParam,
      success: SupportUser,
      // 409 ERROR_ACCOUNT_ALREADY_ACTIVE: the account needs no activation link; 429 the address had its
      // hourly share of link mails (mailsPerAddress, as when the user asks).
      error: [...recordErrors, ConflictError, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.post("unlock", "/v1/support/users/:id/unlock", { params: UserParam, success: SupportUser, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("endSessions", "/v1/support/users/:id/end-sessions", { params: UserParam, success: SupportUser, error: recordErrors })
  )
