import { apiError, checkPasswordStrength } from "@pociecha/core"
import { Effect } from "effect"

/** Whose password it is: their own details are the first guesses of anyone who knows them. */
export interface PasswordOwner {
  readonly email?: string | null | undefined
  readonly name?: string | null | undefined
  readonly surname?: string | null | undefined
}

/**
 * Fails with 400 and `{ password: ["PASSWORD_TOO_WEAK"] }` when core's password policy finds a
 * new password easy to guess, given its owners' details (e.g. the stored account and the patch
 * that renames it). No new password (`undefined`) passes. The length part of the policy is the
 * contract's, checked before any handler runs.
 */
export const requireStrongPassword = (password: string | undefined, ...owners: ReadonlyArray<PasswordOwner | null>) =>
  Effect.gen(function*() {
    if (password === undefined) return
    const userInputs = owners.flatMap((owner) => [owner?.email, owner?.name, owner?.surname]).filter((input) => input != null)
    const { problems } = yield* Effect.promise(() => checkPasswordStrength(password, userInputs))
    if (problems.includes("PASSWORD_TOO_WEAK")) {
      return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { password: ["PASSWORD_TOO_WEAK"] }))
    }
  })
