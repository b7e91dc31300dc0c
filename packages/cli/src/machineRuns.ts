import type { AnyActorLogic, AnyActorRef } from "xstate"
import { createActor, waitFor } from "xstate"
import { failureOfKey } from "./exitCodes"

interface CommandSnapshot {
  readonly status: string
  readonly output?: unknown
  readonly context: { readonly error: string | null }
  matches(state: "failed"): boolean
}

/**
 * Runs one of core's command machines (accept, remove…) once with `input`, as the web app's
 * button does: its answer, or the failure it ended in (its catalogue key) as a CliFailure.
 */
export async function runCommand<Logic extends AnyActorLogic>(logic: Logic, input: unknown): Promise<unknown> {
  // The machines' events are typed by each machine; this runner sends the few every command has.
  const actor = createActor(logic as AnyActorLogic) as AnyActorRef
  actor.start()
  actor.send({ type: "RUN", input })
  const end = (await waitFor(actor, (snapshot) => {
    const command = snapshot as unknown as CommandSnapshot
    return command.status === "done" || command.matches("failed")
  })) as unknown as CommandSnapshot
  actor.stop()
  if (end.status === "done") return end.output
  throw failureOfKey(end.context.error ?? "ERROR_UNKNOWN")
}

interface FormSnapshot {
  readonly status: string
  readonly output?: unknown
  readonly context: { readonly errors: Readonly<Record<string, string | undefined>>; readonly formError: string | null }
  matches(state: "editing"): boolean
}

const refusal = (snapshot: FormSnapshot): readonly [field: string, key: string] | null => {
  const field = Object.entries(snapshot.context.errors).find(([, key]) => key !== undefined)
  if (field !== undefined) return [field[0], field[1]!]
  return snapshot.context.formError === null ? null : ["", snapshot.context.formError]
}

/**
 * Fills one of core's forms (a decline with its reason, a facility's package, a limit's values)
 * and submits it: the form's own checks run first, as in the web app; resolves with what the form
 * saved (its result), and a refusal — of the checks or the server — is thrown as a CliFailure of its key.
 */
export async function submitForm<Logic extends AnyActorLogic>(
  logic: Logic,
  input: unknown,
  values: Readonly<Record<string, string>>
): Promise<unknown> {
  const actor = createActor(logic as AnyActorLogic, { input } as never) as AnyActorRef
  actor.start()
  for (const [field, value] of Object.entries(values)) actor.send({ type: "CHANGE", field, value })
  actor.send({ type: "SUBMIT" })
  const end = (await waitFor(actor, (snapshot) => {
    const form = snapshot as unknown as FormSnapshot
    return form.status === "done" || (form.matches("editing") && refusal(form) !== null)
  })) as unknown as FormSnapshot
  actor.stop()
  if (end.status === "done") return end.output
  const [field, key] = refusal(end)!
  throw failureOfKey(key, field)
}
