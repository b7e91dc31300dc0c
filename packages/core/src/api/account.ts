import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { MAX_FILE_BYTES } from "../domain/rules/fileValidation"
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../domain/rules/passwordPolicy"
import { OAuthProvider } from "../domain/oauthProvider"
import { Language, User } from "../domain/user"
import { RegulationsAccepted } from "./legal"
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { AccountDataExport } from "./accountExport"
import { EmailAddress as Email, Line, LinkToken, maxLengths, noControlCharacters, PlainPersonName as PersonName, PlainSurname } from "./bounds"

const tooLong = Schema.isMaxLength(PASSWORD_MAX_LENGTH, { message: "PASSWORD_TOO_LONG" })
/** A new password: the length part of core's password policy (the strength part needs dictionaries). */
const Password = Schema.String.check(
  noControlCharacters,
  Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: "PASSWORD_TOO_SHORT" }),
  tooLong
)
/** An existing password, as typed to prove it: any length it was set with, bounded. */
const ExistingPassword = Schema.String.check(noControlCharacters, tooLong)

export const Credentials = Schema.Struct({ email: Line(maxLengths.email), password: ExistingPassword })
export type Credentials = typeof Credentials.Type

export const SignupPayload = Schema.Struct({
  email: Email,
  password: Password,
  name: PersonName,
  surname: PlainSurname,
  language: Schema.optionalKey(Language),
  /** The current regulations and privacy notice accepted; recorded as the account's consents. */
  accepted_regulations: RegulationsAccepted
})
export type SignupPayload = typeof SignupPayload.Type

export const SignupResult = Schema.Struct({ id: Schema.String, email: Schema.String, status: Schema.String })

/** The body of a password reset: the same password rule as at sign-up. */
export const ResetConfirmPayload = Schema.Struct({ password: Password })
export type ResetConfirmPayload = typeof ResetConfirmPayload.Type

export const AccessToken = Schema.Struct({ jwt: Schema.String })
export type AccessToken = typeof AccessToken.Type

/**
 * Changed fields of the account; a password or e-mail change needs the current password. A
 * new e-mail waits in `pending_email` until confirmed from that address.
 */
export const AccountPatch = Schema.Struct({
  name: Schema.optionalKey(PersonName),
  surname: Schema.optionalKey(PlainSurname),
  language: Schema.optionalKey(Language),
  notify_new_opinions: Schema.optionalKey(Schema.Boolean),
  notify_new_questions: Schema.optionalKey(Schema.Boolean),
  email: Schema.optionalKey(Email),
  password: Schema.optionalKey(Password),
  current_password: Schema.optionalKey(ExistingPassword)
})
export type AccountPatch = typeof AccountPatch.Type

/** The outside accounts this server lets one sign in with: only those it is configured for. */
export const OAuthProviderList = Schema.Struct({ providers: Schema.Array(OAuthProvider) })
export type OAuthProviderList = typeof OAuthProviderList.Type

/**
 * A new photo: `multipart/form-data` with one part, `file`. The body may be a little larger than
 * the 5 MB a file may have, so that a file just over it is told FILE_TOO_LARGE (400, under
 * `file`) rather than cut off; a body over this bound is refused (413) before it is read.
 */
export const AvatarUpload = Schema.Struct({ file: Multipart.SingleFileSchema }).pipe(
  HttpApiSchema.asMultipart({ maxParts: 1, maxTotalSize: MAX_FILE_BYTES + 1024 * 1024 })
)

const AccountId = { id: Line(maxLengths.key) }
const TokenParam = { token: LinkToken }

/** Accounts: sign-up, confirmation, login, refresh, logout, settings, password reset (7.2). */
export const AccountGroup = HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.post("login", "/v1/account/login", {
      payload: Credentials,
      success: User,
      // 401 a wrong e-mail or password, 403 not activated, 429 slowed after failures (Retry-After),
      // 503 too many password checks waiting already (Retry-After).
      error: [BadRequestError, UnauthorizedError, ForbiddenError, TooManyRequestsError, ServiceUnavailableError]
    })
  )
  .add(
    HttpApiEndpoint.post("signup", "/v1/account/account", {
      payload: SignupPayload,
      success: SignupResult.pipe(HttpApiSchema.status(201)),
      // 400 also for a weak password. A taken e-mail gets the same 201 (its owner is mailed instead).
      error: [BadRequestError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.post("confirm", "/v1/account/confirm/:token", {
      params: TokenParam,
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    // The activation link again, for an account not activated yet. Always 204, whether or not the
    // address has such an account; at most a few mails an hour to one address.
    HttpApiEndpoint.post("resendConfirmation", "/v1/account/confirm/resend/:email", {
      params: { email: Email },
      error: [BadRequestError, TooManyRequestsError]
    })
  )
  // 403: not from our own pages.
  .add(HttpApiEndpoint.post("logout", "/v1/account/logout", { error: ForbiddenError }))
  .add(
    HttpApiEndpoint.post("refresh", "/v1/account/refresh", {
      success: AccessToken,
      // 401 no, a spent or a reused refresh token; 403 not from our own pages; 404 the account is gone.
      error: [UnauthorizedError, ForbiddenError, NotFoundError]
    })
  )
  .add(
    // The way into a session started outside the app (a sign-in with Google or Facebook, see
    // oauthRoutes): like refresh, it renews the refresh cookie, and answers the user as login does.
    // 401 no, a spent or a reused refresh token; 403 not from our own pages; 404 the account is gone.
    HttpApiEndpoint.post("resumeSession", "/v1/account/session", {
      success: User,
      error: [UnauthorizedError, ForbiddenError, NotFoundError]
    })
  )
  .add(HttpApiEndpoint.get("oauthProviders", "/v1/account/oauth/providers", { success: OAuthProviderList }))
  .add(
    HttpApiEndpoint.get("getAccount", "/v1/account/account/:id", {
      params: AccountId,
      success: User,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("patchAccount", "/v1/account/account/:id", {
      params: AccountId,
      payload: AccountPatch,
      success: User,
      // 401 also for a wrong current password, 409 the new e-mail is taken, 429 too many mails.
      error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.delete("deleteAccount", "/v1/account/account/:id", {
      params: AccountId,
      error: recordErrors
    })
  )
  .add(
    // All my data as a file (RODO access and portability): only the account itself; answered as
    // an attachment `pociecha-dane-<date>.json`, never cached.
    HttpApiEndpoint.get("exportAccount", "/v1/account/account/:id/export", {
      params: AccountId,
      success: AccountDataExport,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("uploadAvatar", "/v1/account/account/:id/avatar", {
      params: AccountId,
      payload: AvatarUpload,
      success: User,
      // 400 not an image (INVALID_FILE_FORMAT) or over 5 MB (FILE_TOO_LARGE), under `file`.
      error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.delete("deleteAvatar", "/v1/account/account/:id/avatar", {
      params: AccountId,
      success: User,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("resetRequest", "/v1/account/reset/request/:email", {
      params: { email: Email },
      error: [BadRequestError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.post("resetConfirm", "/v1/account/reset/confirm/:token", {
      params: TokenParam,
      payload: ResetConfirmPayload,
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.post("confirmEmail", "/v1/account/email/confirm/:token", {
      params: TokenParam,
      success: SignupResult,
      error: [BadRequestError, NotFoundError, ConflictError]
    })
  )
