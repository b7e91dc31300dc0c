import { assign, enqueueActions, fromPromise, setup, spawnChild, stopChild } from "xstate"
import type { PromiseActorLogic } from "xstate"
import { checkPasswordStrength, type PasswordStrength } from "../domain/rules/passwordPolicy"
import type { Language } from "../domain/user"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import type { FormToast } from "./formFailure"
import type { RetypedMachine } from "./retypedMachine"

/** What is typed in each field of a form. */
export type FormValues<Field extends string> = Readonly<Record<Field, string>>

/** Message keys shown under the fields (validation or catalogue keys), by field. */
export type FieldErrors<Field extends string> = Readonly<Partial<Record<Field, string>>>

/** A form's verdict: messages under its fields, and one message for the whole form (or null). */
export interface FormVerdict<Field extends string> {
  readonly errors: FieldErrors<Field>
  readonly formError: string | null
}

/** How a failed call shows on a form: its verdict, and a toast when spec 8.1 asks for one. */
export interface FormFailure<Field extends string> extends FormVerdict<Field> {
  readonly toast: FormToast | null
}

/** What the live strength meter of a new password judges: the password and the person's own details. */
export interface NewPasswordInput {
  readonly password: string
  readonly userInputs: ReadonlyArray<string>
}

/**
 * What a form announces when its call succeeded, for the app to act on: `sent` (a form that
 * stays open for the next one, e.g. a message in a thread), `loggedOut` (the change ended the
 * session: spec 4.1).
 */
export type FormAnnouncement = { readonly type: "sent" } | { readonly type: "loggedOut" }

/** The rules of one form; everything else about editing, checking and sending is shared. */
export interface FormSpec<Field extends string, Input, Payload, Output, Result> {
  readonly id: string
  readonly fields: ReadonlyArray<Field>
  /**
   * The checks before sending, all from core (spec 5), of the values and the machine's input
   * (e.g. today's date); may wait, e.g. for the password dictionaries.
   */
  readonly check: (values: FormValues<Field>, input: Input) => FormVerdict<Field> | Promise<FormVerdict<Field>>
  /** The body of the call: normalised values, the machine's input, the interface language. */
  readonly payload: (values: FormValues<Field>, input: Input, language: Language | undefined) => Payload
  /** What a failed call shows (the call rejects with the contract's error or a ConnectionError). */
  readonly failure: (error: unknown) => FormFailure<Field>
  /** What the success screen shows. */
  readonly result: (output: Output, payload: Payload) => Result
  /** Forms that set a new password: what its live meter judges. */
  readonly newPassword?: (values: FormValues<Field>, input: Input) => NewPasswordInput
  /** What the form announces when its call succeeded (nothing by default). */
  readonly announce?: FormAnnouncement
  /**
   * The cache keys (core's key factories) the write made stale, emitted as QUERIES_STALE on
   * success: declared with the form, so no screen has to know what to read again.
   */
  readonly staleKeys?: (input: Input, result: Result) => QueriesStale["keys"]
  /**
   * After a success: `done` (default) ends the form; `again` empties it for the next one and
   * keeps it open, with the last `result`.
   */
  readonly afterSuccess?: "done" | "again"
  /** What the fields hold when the form opens (a record being edited); empty by default. */
  readonly initialValues?: (input: Input) => Partial<FormValues<Field>>
  /** The green toast a success shows (a message key), e.g. the spec 8 'employee added'; none by default. */
  readonly successToast?: (input: Input) => string
  /**
   * A change the rules do not take as it is typed (e.g. a 6th amenity of 5): its message key, and
   * the field keeps its value; null takes it.
   */
  readonly refuseChange?: (field: Field, value: string, values: FormValues<Field>, input: Input) => string | null
}

/** What the checks are given: the values as submitted and the machine's input. */
export interface FormCheckInput<Field extends string, Input> {
  readonly values: FormValues<Field>
  readonly input: Input
}

/** Context of a form machine. */
export interface FormContext<Field extends string, Input, Payload, Result> {
  readonly input: Input
  readonly values: FormValues<Field>
  readonly errors: FieldErrors<Field>
  readonly formError: string | null
  /**
   * How many submits ended with messages under fields: each one moves focus to the first
   * invalid field, even when the messages are the same as before.
   */
  readonly rejections: number
  readonly showPassword: boolean
  /** The live verdict on the new password; null while it is empty and until the first verdict. */
  readonly strength: PasswordStrength | null
  /** The values being checked, as they were when the form was submitted; null while editing. */
  readonly submitted: FormValues<Field> | null
  /** The body to send, built from the submitted values; null while editing. */
  readonly payload: Payload | null
  /** What the call answered, for the success screen. */
  readonly result: Result | null
}

/** Events of a form machine. */
export type FormEvent<Field extends string> =
  | { readonly type: "CHANGE"; readonly field: Field; readonly value: string }
  /** The field was clicked: its message goes (spec 8.1). */
  | { readonly type: "CLEAR_ERROR"; readonly field: Field }
  | { readonly type: "TOGGLE_PASSWORD" }
  /** Send the form; `language` is the interface language of the moment. */
  | { readonly type: "SUBMIT"; readonly language?: Language }

const hasProblems = (verdict: FormVerdict<string>) => verdict.formError !== null || Object.keys(verdict.errors).length > 0

/** Back to editing with a verdict's messages; messages under fields count as a rejection (focus moves). */
const rejected = <Field extends string>(context: { readonly rejections: number }, verdict: FormVerdict<Field>) => ({
  errors: verdict.errors,
  formError: verdict.formError,
  submitted: null,
  payload: null,
  rejections: context.rejections + (Object.keys(verdict.errors).length > 0 ? 1 : 0)
})

// Built once over erased types (xstate's typings do not follow a generic machine's actors);
// formMachine gives each form its own types back.
type AnySpec = FormSpec<string, unknown, unknown, unknown, unknown>
type AnyFormContext = FormContext<string, unknown, unknown, unknown>

function buildFormMachine(rules: AnySpec) {
  const emptyValues: FormValues<string> = Object.fromEntries(rules.fields.map((field) => [field, ""]))
  const refusal = (context: AnyFormContext, { field, value }: { readonly field: string; readonly value: string }) =>
    rules.refuseChange?.(field, value, context.values, context.input) ?? null
  return setup({
    types: {
      input: {} as unknown,
      context: {} as AnyFormContext,
      events: {} as FormEvent<string>,
      emitted: {} as FormToast | FormAnnouncement | QueriesStale,
      output: {} as unknown
    },
    actors: {
      check: fromPromise<FormVerdict<string>, FormCheckInput<string, unknown>>(async ({ input }) => rules.check(input.values, input.input)),
      send: fromPromise<unknown, unknown>(async () => {
        throw new Error(`provide the '${rules.id}' form's 'send' actor`)
      }),
      measure: fromPromise<PasswordStrength, NewPasswordInput>(({ input }) => checkPasswordStrength(input.password, input.userInputs))
    },
    actions: {
      // A newer verdict replaces the running one; the last verdict stays until it comes.
      remeasure: enqueueActions(({ enqueue }, params: { values: FormValues<string>; input: unknown }) => {
        if (rules.newPassword === undefined) return
        const input = rules.newPassword(params.values, params.input)
        enqueue(stopChild("strength"))
        if (input.password === "") enqueue.assign({ strength: null })
        else enqueue(spawnChild("measure", { id: "strength", input }))
      })
    }
  }).createMachine({
    id: rules.id,
    context: ({ input }) => ({
      input,
      // A Partial of FormValues holds only strings (exactOptionalPropertyTypes): the merge is FormValues.
      values: { ...emptyValues, ...(rules.initialValues?.(input) as FormValues<string> | undefined) },
      errors: {},
      formError: null,
      rejections: 0,
      showPassword: false,
      strength: null,
      submitted: null,
      payload: null,
      result: null
    }),
    initial: "editing",
    output: ({ context }: { readonly context: AnyFormContext }) => context.result,
    on: {
      CHANGE: [
        {
          guard: ({ context, event }) => refusal(context, event) !== null,
          actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [event.field]: refusal(context, event) ?? undefined }) })
        },
        {
          actions: [
            assign({
              values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
              errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined })
            }),
            { type: "remeasure", params: ({ context }) => ({ values: context.values, input: context.input }) }
          ]
        }
      ],
      CLEAR_ERROR: { actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }) }) },
      TOGGLE_PASSWORD: { actions: assign({ showPassword: ({ context }) => !context.showPassword }) },
      ...({
        "xstate.done.actor.strength": {
          actions: assign({ strength: ({ event }) => (event as unknown as { output: PasswordStrength }).output })
        }
      } as {}),
      // No dictionaries, no meter: the checks and the server still judge the password.
      ...({ "xstate.error.actor.strength": { actions: assign({ strength: null }) } } as {})
    },
    states: {
      editing: {
        on: {
          SUBMIT: {
            target: "checking",
            actions: assign({
              formError: null,
              submitted: ({ context }) => context.values,
              payload: ({ context, event }) => rules.payload(context.values, context.input, event.language)
            })
          }
        }
      },
      checking: {
        invoke: {
          id: "check",
          src: "check",
          input: ({ context }) => ({ values: context.submitted ?? context.values, input: context.input }),
          onDone: [
            {
              guard: ({ event }) => hasProblems(event.output),
              target: "editing",
              actions: assign(({ context, event }) => rejected(context, event.output))
            },
            { target: "sending" }
          ],
          // A check that cannot run (a bug, not a user's mistake) leaves the judging to the server.
          onError: { target: "sending" }
        }
      },
      sending: {
        invoke: {
          id: "send",
          src: "send",
          input: ({ context }: { readonly context: AnyFormContext }) => context.payload,
          onDone: {
            target: rules.afterSuccess === "again" ? "editing" : "done",
            actions: enqueueActions(({ context, event, enqueue }) => {
              const result = rules.result(event.output, context.payload)
              enqueue.assign({
                result,
                ...(rules.afterSuccess === "again" ? { values: emptyValues, errors: {}, submitted: null, payload: null } : {})
              })
              if (rules.staleKeys !== undefined) enqueue.emit({ type: QUERIES_STALE, keys: rules.staleKeys(context.input, result) })
              if (rules.announce !== undefined) enqueue.emit(rules.announce)
              if (rules.successToast !== undefined) enqueue.emit({ type: "toast", tone: "success", key: rules.successToast(context.input) })
            })
          },
          onError: {
            target: "editing",
            actions: enqueueActions(({ context, event, enqueue }) => {
              const failure = rules.failure(event.error)
              enqueue.assign(rejected(context, failure))
              if (failure.toast !== null) enqueue.emit(failure.toast)
            })
          }
        }
      },
      done: { type: "final" }
    }
  })
}

/** The machine of one form: the shared machine with that form's fields, input, call and result. */
export type FormMachine<Field extends string, Input, Payload, Output, Result> = RetypedMachine<
  ReturnType<typeof buildFormMachine>,
  FormContext<Field, Input, Payload, Result>,
  FormEvent<Field>,
  // only `send` is each form's own: its checks run inside the machine, from the form's rules
  { send: PromiseActorLogic<Output, Payload> },
  Input,
  Result | null,
  FormToast | FormAnnouncement | QueriesStale
>

/**
 * A form (spec 5, 8.1) from its rules. States: `editing` —SUBMIT→ `checking` (core's checks
 * of the submitted values) → `sending` (the `send` actor) → `done` (final, with `result`);
 * problems found by the checks or by the server go back to `editing`, under their fields.
 * A field's message goes when the field is changed or clicked; the form's message stays until
 * the next submit. A change the form's `refuseChange` refuses leaves the field as it was, with
 * that message. Forms with a new password also judge it live (`strength`) as it is typed.
 * A form with `afterSuccess: "again"` is emptied and stays open after each success. A form may
 * open with `initialValues` (a record being edited) and show a green `successToast`.
 *
 * Actor slots: `send` (the call: rejects with the contract's error or a ConnectionError; see
 * accountFormActors) and `measure` (core's checkPasswordStrength by default).
 * Emitted: `toast` when a failure asks for one, or for a success when the form has a
 * `successToast`; the spec's `announce` on success; QUERIES_STALE with the form's `staleKeys`.
 */
export function formMachine<const Field extends string, Input, Payload, Output, Result>(
  rules: FormSpec<Field, Input, Payload, Output, Result>
): FormMachine<Field, Input, Payload, Output, Result> {
  return buildFormMachine(rules as unknown as AnySpec) as unknown as FormMachine<Field, Input, Payload, Output, Result>
}
