/**
 * Drives the form machines in tests as a user would, and replays them against a form's spec model
 * (`@pociecha/core/testing`).
 */
import { createActor, waitFor, type AnyStateMachine, type EventObject, type InputFrom, type MachineContext, type SnapshotFrom } from "xstate"
import type { FormToast } from "../machines/formFailure"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { assignModel, definedFields, type Replay } from "./modelReplay"
import { controllablePromise } from "./controllablePromise"

/**
 * Starts a form machine with a `send` actor the test settles by hand, recording the toasts it
 * emits and the types of what else it announces; `submit`, `accept` and `refuse` submit the
 * form and settle its call, each waiting until the form has taken it.
 */
export function startForm<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const send = controllablePromise<unknown, unknown>()
  const actor = createActor(machine.provide({ actors: { send: send.logic } }), input === undefined ? {} : { input })
  const toasts: FormToast[] = []
  const announced: string[] = []
  // The cache keys a success made stale are the form's declaration, asserted by its own tests, not something it announces.
  const stale: Array<QueriesStale["keys"]> = []
  actor.on("*", (event: EventObject) => {
    if (event.type === "toast") toasts.push(event as FormToast)
    else if (event.type === QUERIES_STALE) stale.push((event as QueriesStale).keys)
    else announced.push(event.type)
  })
  actor.start()
  /** Waits until the checks are over: the form is sending, back to editing, or done. */
  const checked = () => waitFor(actor, (snapshot) => !snapshot.matches("checking"), { timeout: 5000 })
  return {
    actor,
    send,
    toasts,
    announced,
    stale,
    context: () => actor.getSnapshot().context,
    checked,
    submit: async () => {
      actor.send({ type: "SUBMIT" })
      await checked()
    },
    /** The call answers: the form is done. */
    accept: async (output: unknown) => {
      send.latest().resolve(output)
      await waitFor(actor, (snapshot) => snapshot.status === "done")
    },
    /** The call fails: the form is back to editing. */
    refuse: async (error: unknown) => {
      send.latest().reject(error)
      await waitFor(actor, (snapshot) => snapshot.matches("editing"))
    }
  }
}

/** A form started by {@link startForm}. */
export type StartedForm = ReturnType<typeof startForm>

/** What a form shows, in the terms of a form's spec model (see {@link replayForm}). */
export interface FormObservation {
  readonly state: unknown
  readonly errors: Record<string, unknown>
  readonly formError: string | null
  /** The keys of the toasts shown so far. */
  readonly toasts: ReadonlyArray<string>
  /** What it announced so far (`sent`, `loggedOut`). */
  readonly announced: ReadonlyArray<string>
  /** The body being sent, while sending; null otherwise. */
  readonly sending: unknown
  readonly result: unknown
}

/** What the form's actor is: finished, exactly when the model is in a final state. */
interface Finished {
  readonly finished: boolean
}

/** How a form's spec model's events happen to the form. */
export interface FormReplay<TModel extends AnyStateMachine> {
  readonly input?: unknown
  /** Model event → the values typed (every other field keeps its value). */
  readonly fills: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** Model event → the field clicked (its message goes). */
  readonly clicks?: Readonly<Record<string, string>>
  /** Model event → how the call answers. */
  readonly answers: Readonly<Record<string, { readonly output: unknown } | { readonly error: unknown }>>
  /** What the model expects the form to show. */
  readonly expected: (state: SnapshotFrom<TModel>) => FormObservation
  /** What of the model's context tells its states apart (see {@link Replay}). */
  readonly vertex?: Replay<TModel, StartedForm>["vertex"]
}

/**
 * The {@link Replay} of a form machine against its spec model: fills, clicks, SUBMIT (waiting
 * for the checks) and the call's answers, observed as a {@link FormObservation}.
 */
export function replayForm<TModel extends AnyStateMachine>(machine: AnyStateMachine, spec: FormReplay<TModel>): Replay<TModel, StartedForm> {
  const status = (snapshot: { readonly status: string }): Finished => ({ finished: snapshot.status === "done" })
  return {
    start: () => startForm(machine, spec.input as never),
    perform: async (form, { type }) => {
      const fill = spec.fills[type]
      const click = spec.clicks?.[type]
      const answer = spec.answers[type]
      if (fill !== undefined) for (const [field, value] of Object.entries(fill)) form.actor.send({ type: "CHANGE", field, value })
      else if (click !== undefined) form.actor.send({ type: "CLEAR_ERROR", field: click })
      else if (type === "SUBMIT") await form.submit()
      else if (answer === undefined) throw new Error(`the replay does not know the model's event ${type}`)
      else if ("output" in answer) {
        await form.send.latest().resolve(answer.output)
        await waitFor(form.actor, (snapshot) => !snapshot.matches("sending"))
      } else await form.refuse(answer.error)
    },
    observe: (form): FormObservation & Finished => {
      const snapshot = form.actor.getSnapshot()
      const { value, context } = snapshot
      return {
        ...status(snapshot),
        state: value,
        errors: definedFields(context.errors),
        formError: context.formError,
        toasts: form.toasts.map((toast) => toast.key),
        announced: [...form.announced],
        sending: value === "sending" ? form.send.latest().input : null,
        result: context.result
      }
    },
    expected: (state) => ({ ...spec.expected(state), ...status(state) }),
    ...(spec.vertex === undefined ? {} : { vertex: spec.vertex }),
    stop: (form) => form.actor.stop()
  }
}

/** A form model's events: its fills, its clicks, SUBMIT, then the call's answers. */
export const formModelEvents = ({ fills, clicks = {}, answers }: Pick<FormReplay<AnyStateMachine>, "fills" | "clicks" | "answers">) =>
  [...Object.keys(fills), ...Object.keys(clicks), "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

/** What of a form's spec model's context is the messages the form shows (and its toasts, if it keeps them). */
interface ModelMessages {
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts?: ReadonlyArray<string>
}

/**
 * What the form shows in a state of its spec model: the model's messages; done, with `result`, in
 * the model's `final` state; the body `sending` gives while sending; what `announced` says.
 */
export function formShows(
  { value, context }: { readonly value: unknown; readonly context: ModelMessages },
  final: string,
  outcome: { readonly sending: () => unknown; readonly result: unknown; readonly announced?: ReadonlyArray<string> }
): FormObservation {
  return {
    state: value === final ? "done" : value,
    errors: context.errors,
    formError: context.formError,
    toasts: context.toasts ?? [],
    announced: outcome.announced ?? [],
    sending: value === "sending" ? outcome.sending() : null,
    result: value === final ? outcome.result : null
  }
}

/** The messages without the field's: clicked or edited, its message goes. */
export const withoutMessage = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))

/** The context of a form's spec model that names how the form was filled ('nothing' before a fill), with the messages shown. */
export interface FilledFormContext<Filled extends string> extends MachineContext {
  readonly filled: "nothing" | Filled
  readonly errors: Record<string, string>
  readonly formError: string | null
}

/** Model action: the form filled as `filled`; the messages under its fields go. */
export const filledAs = <C extends FilledFormContext<string>>(filled: C["filled"]) => assignModel<C>({ filled, errors: {} } as Partial<C>)

/** Model action: the form refused, with these messages under its fields and none for the whole form. */
export const refusedWith = <C extends FilledFormContext<string>>(errors: Record<string, string>) =>
  assignModel<C>({ errors, formError: null } as Partial<C>)
