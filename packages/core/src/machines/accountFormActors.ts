import type { Effect } from "effect"
import { callActor } from "../actors/callActor"
import { jpegForm } from "../actors/fileForm"
import type { AccountPatch, Credentials, SignupPayload } from "../api/account"
import type { AccountDataExport } from "../api/accountExport"
import type { ConsentPayload } from "../api/legal"
import type { CallError, PociechaApiClient } from "../client/pociechaClient"
import { normalizeEmail } from "../domain/rules/email"
import type { User } from "../domain/user"
import type { AvatarUploadInput } from "./avatarInput.machine"

/**
 * Runs an Effect program over the contract's client and gives its answer as a promise, which
 * rejects with the program's error: `createPociechaRuntime(…)` is one.
 */
export interface ClientCaller {
  readonly call: <A, E>(f: (client: PociechaApiClient) => Effect.Effect<A, E>) => Promise<A>
}

/** Input of the account calls of the profile settings: whose account, and what changes. */
export interface AccountCallInput {
  readonly id: string
}
export interface AccountPatchInput extends AccountCallInput {
  readonly patch: AccountPatch
}

/**
 * The account calls of the form machines, bound to the contract's client: each form provides
 * one as its `send` actor, so an app never wraps a call itself.
 * @example signupFormMachine.provide({ actors: { send: accountFormActors(runtime).signup } })
 */
export function accountFormActors(client: ClientCaller) {
  return {
    signup: callActor(client, (api, payload: SignupPayload) => api.account.signup({ payload })),
    resetRequest: callActor(client, (api, { email }: { readonly email: string }) => api.account.resetRequest({ params: { email } })),
    /** activationResendMachine's call: the activation link again, to the address as typed (normalised here). */
    resendConfirmation: callActor(client, (api, { email }: { readonly email: string }) =>
      api.account.resendConfirmation({ params: { email: normalizeEmail(email) } })
    ),
    resetConfirm: callActor(client, (api, { token, password }: { readonly token: string; readonly password: string }) =>
      api.account.resetConfirm({ params: { token }, payload: { password } })
    ),
    loadAccount: callActor(client, (api, { id }: AccountCallInput): Effect.Effect<User, CallError> => api.account.getAccount({ params: { id } })),
    saveAccount: callActor(client, (api, { id, patch }: AccountPatchInput): Effect.Effect<User, CallError> =>
      api.account.patchAccount({ params: { id }, payload: patch })
    ),
    /** The deletion's password check: the login call (spec 5), whose new session is not kept. */
    verifyPassword: callActor(client, (api, credentials: Credentials): Effect.Effect<User, CallError> => api.account.login({ payload: credentials })),
    deleteAccount: callActor(client, (api, { id }: AccountCallInput) => api.account.deleteAccount({ params: { id } })),
    /** A commandMachine's `run` for 'download my data': everything kept about the account, for the app to save as a file. */
    exportAccount: callActor(client, (api, { id }: AccountCallInput): Effect.Effect<AccountDataExport, CallError> =>
      api.account.exportAccount({ params: { id } })
    ),
    /** avatarInputMachine's `upload`: the cropped JPEG as the multipart part `file`. */
    uploadAvatar: callActor(client, (api, { id, ...jpeg }: AvatarUploadInput): Effect.Effect<User, CallError> =>
      api.account.uploadAvatar({ params: { id }, payload: jpegForm(jpeg, "avatar.jpg") })
    ),
    /** consentStepMachine's `send`: the versions a sign-in asked for, accepted. */
    acceptConsents: callActor(client, (api, payload: ConsentPayload) => api.legal.accept({ payload })),
    /** A commandMachine's `run` for 'remove photo': the account goes back to its identicon. */
    removeAvatar: callActor(client, (api, { id }: AccountCallInput): Effect.Effect<User, CallError> => api.account.deleteAvatar({ params: { id } }))
  }
}
