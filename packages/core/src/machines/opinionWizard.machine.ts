import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import type { OpinionCreated, OpinionPayload } from "../api/opinions"
import type { RatingAspect } from "../domain/rules/ratings"
import type { FieldErrors } from "./form.machine"
import { readFailedCall } from "./formFailure"
import {
  checkOpinionStep,
  emptyOpinionDraft,
  firstUnfinishedStep,
  opinionFieldFailure,
  opinionPayload,
  opinionStepNumber,
  opinionSteps,
  resumeStep,
  type OpinionDraft,
  type OpinionField,
  type OpinionStep,
  type OpinionTextField
} from "./opinionDraft"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { opinionKeys } from "../queries/queryKeys"

/** A draft and the step it was left at: what a guest keeps across the login redirect. */
export interface SavedOpinionDraft {
  readonly draft: OpinionDraft
  readonly step: OpinionStep
}

/** The signed-in person's name, which fills the author step in advance. */
export interface OpinionAuthorName {
  readonly name: string | null
  readonly surname: string | null
}

/** Input of {@link opinionWizardMachine}. */
export interface OpinionWizardInput {
  readonly facilityId: number
  /** The signed-in person; null for a guest, who may fill every step but logs in to send. */
  readonly user: OpinionAuthorName | null
  /** A draft saved before the login redirect (opinionDraftStorage): the wizard goes on with it. */
  readonly saved?: SavedOpinionDraft | null
}

/** Context of {@link opinionWizardMachine}. */
export interface OpinionWizardContext {
  readonly facilityId: number
  readonly signedIn: boolean
  readonly step: OpinionStep
  /** 'Step {stepNumber} of {stepCount}'. */
  readonly stepNumber: number
  readonly stepCount: number
  readonly draft: OpinionDraft
  /** Message keys under the fields, by field. */
  readonly errors: FieldErrors<OpinionField>
  /** A message for the whole wizard (the summary's), or null. */
  readonly formError: string | null
  /** Whether sending again may help: no answer came, or the server failed. */
  readonly canRetry: boolean
  /** The sent opinion, waiting for moderation. */
  readonly result: OpinionCreated | null
}

/** Events of {@link opinionWizardMachine}. */
export type OpinionWizardEvent =
  | { readonly type: "RATE"; readonly aspect: RatingAspect; readonly value: number }
  | { readonly type: "CHANGE"; readonly field: OpinionTextField; readonly value: string }
  /** The field was clicked: its message goes (spec 8.1). */
  | { readonly type: "CLEAR_ERROR"; readonly field: OpinionField }
  /** On to the next step, if this one is complete. */
  | { readonly type: "NEXT" }
  /** Back one step, keeping everything typed; from `awaitingLogin`, back to the summary. */
  | { readonly type: "BACK" }
  /** Send, from the summary. */
  | { readonly type: "SEND" }
  /** The person logged in (e.g. in a dialog): a wizard waiting for it sends at once. */
  | { readonly type: "LOGGED_IN"; readonly user: OpinionAuthorName }

/**
 * Emitted by {@link opinionWizardMachine}: a guest (or a person whose session ended) sent the
 * opinion; the app keeps the draft (opinionDraftStorage) and goes to login, then back here.
 */
export interface OpinionLoginRequired extends SavedOpinionDraft {
  readonly type: "loginRequired"
  readonly facilityId: number
}

const stepCount = opinionSteps.length

const atStep = (step: OpinionStep) => ({ step, stepNumber: opinionStepNumber(step), formError: null, canRetry: false })

const withAuthor = (draft: OpinionDraft, user: OpinionAuthorName | null): OpinionDraft => ({
  ...draft,
  name: draft.name === "" ? (user?.name ?? "") : draft.name,
  surname: draft.surname === "" ? (user?.surname ?? "") : draft.surname
})

const neighbour = (step: OpinionStep, by: 1 | -1): OpinionStep => opinionSteps[opinionSteps.indexOf(step) + by] ?? step

/** What becomes of the wizard when sending failed. */
export type OpinionSendFailure =
  /** 409: one opinion per facility per account, and this account has one (no retry). */
  | { readonly kind: "alreadyAdded" }
  /** 403: e.g. the facility's own staff may not rate it. */
  | { readonly kind: "notAllowed"; readonly key: string }
  /** 401: the session is over; log in and send again. */
  | { readonly kind: "loginRequired" }
  /** 400 about the wizard's fields: back to the first step that shows one. */
  | { readonly kind: "fields"; readonly step: OpinionStep; readonly errors: FieldErrors<OpinionField> }
  /** Anything else: a message on the summary; `canRetry` when no answer came or the server failed. */
  | { readonly kind: "summary"; readonly key: string; readonly canRetry: boolean }

/** Reads why sending an opinion failed (spec 8.1, 8.2; the client has already refreshed and retried once). */
export function readOpinionSendFailure(error: unknown): OpinionSendFailure {
  const call = readFailedCall(error)
  if (call.status === 409) return { kind: "alreadyAdded" }
  if (call.status === 403) return { kind: "notAllowed", key: call.key }
  if (call.status === 401) return { kind: "loginRequired" }
  const fields = opinionFieldFailure(call.fieldMessages)
  if (fields !== null) return { kind: "fields", ...fields }
  return { kind: "summary", key: call.key, canRetry: call.status === null || call.status >= 500 }
}

/**
 * The opinion wizard (spec 2.8, 4.3, 4.8, 5), shown as 'Step {stepNumber} of {stepCount}':
 * rate cleanliness, staff and food 1–5 → pros and cons (optional) → comment (≥ 50 characters)
 * → first name and surname (≥ 3 each; the signed-in person's in advance) → summary → send.
 * NEXT checks the current step only; BACK keeps what was typed. A guest fills every step;
 * sending emits `loginRequired` and waits in `awaitingLogin` — LOGGED_IN sends at once, or the
 * app, back from the login page, starts a new wizard with the saved draft (input `saved`),
 * which goes on at the same step (or at an earlier one the draft does not satisfy).
 *
 * States: `editing` (the step is `context.step`) —SEND→ `sending` → `sent` (final, the opinion
 * waits for moderation) | `alreadyAdded` (final: one per facility) | `notAllowed` (final:
 * 403, with `formError`) | back to `editing` at the step of the first field the server
 * refused, or at the summary with `formError` (and `canRetry` when no answer came or the
 * server failed) | `awaitingLogin` when the session ended.
 *
 * Actor slot: `send`: `OpinionPayload → OpinionCreated` (parentActors' `sendOpinion`).
 */
export const opinionWizardMachine = setup({
  types: {
    input: {} as OpinionWizardInput,
    context: {} as OpinionWizardContext,
    events: {} as OpinionWizardEvent,
    emitted: {} as OpinionLoginRequired | QueriesStale
  },
  actors: {
    send: fromPromise<OpinionCreated, OpinionPayload>(async () => {
      throw new Error("provide the opinion wizard's 'send' actor")
    })
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    failedWith: ({ event }, kind: OpinionSendFailure["kind"]) =>
      readOpinionSendFailure((event as unknown as { readonly error: unknown }).error).kind === kind
  },
  actions: {
    requireLogin: emit(({ context }) => ({
      type: "loginRequired" as const,
      facilityId: context.facilityId,
      draft: context.draft,
      step: context.step
    }))
  }
}).createMachine({
  id: "opinionWizard",
  context: ({ input }) => {
    const draft = withAuthor(input.saved?.draft ?? emptyOpinionDraft, input.user)
    return {
      facilityId: input.facilityId,
      signedIn: input.user !== null,
      ...atStep(input.saved == null ? "ratings" : resumeStep(draft, input.saved.step)),
      stepCount,
      draft,
      errors: {},
      result: null
    }
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        RATE: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.aspect]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.aspect]: undefined })
          })
        },
        CHANGE: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined })
          })
        },
        CLEAR_ERROR: { actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }) }) },
        NEXT: {
          guard: ({ context }) => context.step !== "summary",
          actions: assign(({ context }) => {
            const errors = checkOpinionStep(context.step, context.draft)
            return Object.keys(errors).length > 0 ? { errors: { ...context.errors, ...errors } } : atStep(neighbour(context.step, 1))
          })
        },
        BACK: { guard: ({ context }) => context.step !== "ratings", actions: assign(({ context }) => atStep(neighbour(context.step, -1))) },
        SEND: { guard: ({ context }) => context.step === "summary", target: "checking" },
        LOGGED_IN: {
          actions: assign(({ context, event }) => ({ signedIn: true, draft: withAuthor(context.draft, event.user) }))
        }
      }
    },
    // The whole draft once more: a saved draft may not satisfy a step the person never saw again.
    checking: {
      always: [
        {
          guard: ({ context }) => firstUnfinishedStep(context.draft) !== null,
          target: "editing",
          actions: assign(({ context }) => {
            const unfinished = firstUnfinishedStep(context.draft)
            return unfinished === null ? {} : { ...atStep(unfinished.step), errors: unfinished.errors }
          })
        },
        { guard: "signedIn", target: "sending" },
        { target: "awaitingLogin", actions: "requireLogin" }
      ]
    },
    awaitingLogin: {
      on: {
        LOGGED_IN: {
          target: "sending",
          actions: assign(({ context, event }) => ({ signedIn: true, draft: withAuthor(context.draft, event.user) }))
        },
        BACK: "editing"
      }
    },
    sending: {
      entry: assign({ formError: null, canRetry: false }),
      invoke: {
        id: "send",
        src: "send",
        input: ({ context }) => opinionPayload(context.facilityId, context.draft),
        onDone: {
          target: "sent",
          // My opinions now list this one (published ones change only with moderation).
          actions: [assign({ result: ({ event }) => event.output }), emit({ type: QUERIES_STALE, keys: [opinionKeys.all] })]
        },
        onError: [
          { guard: { type: "failedWith", params: "alreadyAdded" }, target: "alreadyAdded" },
          {
            guard: { type: "failedWith", params: "notAllowed" },
            target: "notAllowed",
            actions: assign({ formError: ({ event }) => readFailedCall(event.error).key })
          },
          {
            guard: { type: "failedWith", params: "loginRequired" },
            target: "awaitingLogin",
            actions: [assign({ signedIn: false }), "requireLogin"]
          },
          {
            target: "editing",
            actions: enqueueActions(({ event, enqueue }) => {
              const failure = readOpinionSendFailure(event.error)
              if (failure.kind === "fields") enqueue.assign({ ...atStep(failure.step), errors: failure.errors })
              else if (failure.kind === "summary") enqueue.assign({ formError: failure.key, canRetry: failure.canRetry })
            })
          }
        ]
      }
    },
    sent: { type: "final" },
    alreadyAdded: { type: "final" },
    notAllowed: { type: "final" }
  }
})
