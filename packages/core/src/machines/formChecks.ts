import type { Schema } from "effect"
import { payloadFieldMessages } from "../api/fieldMessages"
import { checkPasswordStrength, type PasswordProblem } from "../domain/rules/passwordPolicy"
import { firstFieldMessages } from "./callFailurePolicy"

/**
 * The contract's own objections to a payload (its schema, e.g. SignupPayload): the first message
 * key of each failing field — what the server would answer in `data.error.schema` — so a form
 * shows them before sending.
 */
export function contractMessages<S extends Schema.Top>(schema: S, payload: unknown): Readonly<Record<string, string>> {
  return firstFieldMessages(payloadFieldMessages(schema, payload) ?? undefined)
}

/**
 * The password policy's first objection to a new password, judged with the person's own details;
 * undefined when it has none, or when the dictionaries cannot be fetched: the server judges again.
 */
export async function newPasswordProblem(password: string, userInputs: ReadonlyArray<string> = []): Promise<PasswordProblem | undefined> {
  try {
    return (await checkPasswordStrength(password, userInputs)).problems[0]
  } catch {
    return undefined
  }
}
