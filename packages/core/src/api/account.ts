import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Language, User } from "../domain/user"

const Email = Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "EMAIL_INVALID" }))
const Password = Schema.String.check(Schema.isMinLength(8, { message: "PASSWORD_TOO_SHORT" }))
const PersonName = Schema.String.check(Schema.isMinLength(3, { message: "NAME_TOO_SHORT" }))

export const Credentials = Schema.Struct({ email: Schema.String, password: Schema.String })
export type Credentials = typeof Credentials.Type

export const SignupPayload = Schema.Struct({
  email: Email,
  password: Password,
  name: PersonName,
  surname: PersonName,
  language: Schema.optionalKey(Language)
})
export type SignupPayload = typeof SignupPayload.Type

export const SignupResult = Schema.Struct({ id: Schema.String, email: Schema.String, status: Schema.String })

/** The body of a password reset: the same password rule as at sign-up. */
export const ResetConfirmPayload = Schema.Struct({ password: Password })
export type ResetConfirmPayload = typeof ResetConfirmPayload.Type

export const AccessToken = Schema.Struct({ jwt: Schema.String })
export type AccessToken = typeof AccessToken.Type

/** Changed fields of the account; a password or e-mail change needs the current password. */
export const AccountPatch = Schema.Struct({
  name: Schema.optionalKey(PersonName),
  surname: Schema.optionalKey(PersonName),
  language: Schema.optionalKey(Language),
  avatar: Schema.optionalKey(Schema.NullOr(Schema.String)),
  notify_new_opinions: Schema.optionalKey(Schema.Boolean),
  notify_new_questions: Schema.optionalKey(Schema.Boolean),
  email: Schema.optionalKey(Email),
  password: Schema.optionalKey(Password),
  current_password: Schema.optionalKey(Schema.String)
})
export type AccountPatch = typeof AccountPatch.Type

const AccountId = { id: Schema.String }

/** Accounts: sign-up, confirmation, login, refresh, logout, settings, password reset (7.2). */
export const AccountGroup = HttpApiGroup.make("account")
  .add(HttpApiEndpoint.post("login", "/v1/account/login", { payload: Credentials, success: User }))
  .add(
    HttpApiEndpoint.post("signup", "/v1/account/account", {
      payload: SignupPayload,
      success: SignupResult.pipe(HttpApiSchema.status(201))
    })
  )
  .add(HttpApiEndpoint.post("confirm", "/v1/account/confirm/:token", { params: { token: Schema.String } }))
  .add(HttpApiEndpoint.post("logout", "/v1/account/logout"))
  .add(HttpApiEndpoint.post("refresh", "/v1/account/refresh", { success: AccessToken }))
  .add(HttpApiEndpoint.get("getAccount", "/v1/account/account/:id", { params: AccountId, success: User }))
  .add(
    HttpApiEndpoint.patch("patchAccount", "/v1/account/account/:id", {
      params: AccountId,
      payload: AccountPatch,
      success: User
    })
  )
  .add(HttpApiEndpoint.delete("deleteAccount", "/v1/account/account/:id", { params: AccountId }))
  .add(HttpApiEndpoint.post("resetRequest", "/v1/account/reset/request/:email", { params: { email: Schema.String } }))
  .add(
    HttpApiEndpoint.post("resetConfirm", "/v1/account/reset/confirm/:token", {
      params: { token: Schema.String },
      payload: ResetConfirmPayload
    })
  )

