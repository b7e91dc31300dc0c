import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from "xstate"
import { pathWithFacilityAction, readFacilityAction } from "../domain/rules/facilityAction"
import { noDraftKeeper, type DraftCommand, type DraftLoaded } from "./guestDraft"
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
  /** The wizard's own path: where the login page sends the person back. */
  readonly path: string
  /**
   * Back from the login page after sending (`?action=send-opinion`, see {@link sendsOnReturn}):
   * a signed-in person's saved draft goes out once, at once.
   */
  readonly sendOnReturn?: boolean
}

/** Context of {@link opinionWizardMachine}. The step shown is the state (see {@link opinionWizardStep}). */
export interface OpinionWizardContext {
  readonly facilityId: number
  readonly path: string
  readonly sendOnReturn: boolean
  readonly signedIn: boolean
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
  /** A guest chose 'log in now': the draft is kept at this step, and login returns here. */
  | { readonly type: "LOG_IN_NOW" }
  /** The person logged in (e.g. in a dialog): a wizard waiting for it sends at once. */
  | { readonly type: "LOGGED_IN"; readonly user: OpinionAuthorName }
  /** From the `drafts` keeper, once started. */
  | DraftLoaded<SavedOpinionDraft>

/**
 * Emitted by {@link opinionWizardMachine}: a guest (or a person whose session ended) sent the
 * opinion, or chose to log in first. The draft is kept already (the `drafts` keeper); the app
 * goes to the login page, which returns to `returnTo` — with `?action=send-opinion` when sending.
 */
export interface OpinionLoginRequired extends SavedOpinionDraft {
  readonly type: "loginRequired"
  readonly facilityId: number
  readonly returnTo: string
}

/** Whether an `?action=` value asks the wizard to send the saved draft on return (core's readFacilityAction). */
export const sendsOnReturn = (action: string | null | undefined): boolean => readFacilityAction(action)?.kind === "send-opinion"

const withAuthor = (draft: OpinionDraft, user: OpinionAuthorName | null): OpinionDraft => ({
  ...draft,
  name: draft.name === "" ? (user?.name ?? "") : draft.name,
  surname: draft.surname === "" ? (user?.surname ?? "") : draft.surname
})

/** A kept draft, its empty names filled with the signed-in person's (already in the fresh draft). */
const restored = (context: { readonly draft: OpinionDraft }, saved: SavedOpinionDraft): OpinionDraft =>
  withAuthor(saved.draft, { name: context.draft.name, surname: context.draft.surname })

/** Moving to another step drops the summary's message. */
const moved = { formError: null, canRetry: false } as const

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

/** The step state after `step` (`by` 1) or before it (-1); null at either end. */
const neighbour = (step: OpinionStep, by: 1 | -1): OpinionStep | null => opinionSteps[opinionSteps.indexOf(step) + by] ?? null

/** Where a step's NEXT and BACK go: a sibling step state, or nowhere (the event is ignored). */
const stepState = (step: OpinionStep) => {
  const next = neighbour(step, 1)
  const back = neighbour(step, -1)
  return {
    on: {
      ...(next === null
        ? { SEND: "#opinionWizard.checking" }
        : {
            NEXT: [
              { guard: { type: "objects" as const, params: step }, actions: { type: "showObjections" as const, params: step } },
              { target: next, actions: "leaveStep" as const }
            ]
          }),
      ...(back === null ? {} : { BACK: { target: back, actions: "leaveStep" as const } }),
      LOG_IN_NOW: { guard: "guest" as const, actions: { type: "requireLogin" as const, params: { step, sending: false } } }
    }
  }
}

/**
 * The opinion wizard (spec 2.8, 4.3, 4.8, 5), shown as 'Step n of 5' (see {@link opinionWizardStep}):
 * `editing.ratings` (rate cleanliness, staff and food 1–5) → `editing.prosCons` (optional) →
 * `editing.comment` (≥ 50 characters) → `editing.author` (first name and surname, ≥ 3 each;
 * the signed-in person's in advance) → `editing.summary` —SEND→ `checking` → `sending` →
 * `sent` (final, waits for moderation) | `alreadyAdded` (final: one per facility) |
 * `notAllowed` (final: 403, with `formError`) | back to the step of the first field the server
 * refused, or to the summary with `formError` (`canRetry` when no answer came or the server
 * failed) | `awaitingLogin` when the session ended. NEXT checks the step shown only (checkOpinionStep);
 * BACK keeps what was typed.
 *
 * A guest fills every step. Sending (or LOG_IN_NOW) keeps the draft and its step through the
 * `drafts` keeper and emits `loginRequired` with the path to come back to; LOGGED_IN then sends
 * at once, or the app, back from the login page, starts the wizard again: `restoring` reads the
 * kept draft and goes on at its step (or at an earlier one it does not satisfy) — and with
 * `sendOnReturn`, a signed-in person's draft goes out once. The draft is dropped once the
 * wizard ends (sent, already added, not allowed).
 *
 * Actor slots: `send`: `OpinionPayload → OpinionCreated` (parentActors' `sendOpinion`);
 * `drafts`: the draft keeper (draftKeeper over the session's draft store; none by default).
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
    }),
    drafts: noDraftKeeper<number, SavedOpinionDraft>()
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    guest: ({ context }) => !context.signedIn,
    objects: ({ context }, step: OpinionStep) => Object.keys(checkOpinionStep(step, context.draft)).length > 0,
    unfinished: ({ context }) => firstUnfinishedStep(context.draft) !== null,
    unfinishedAt: ({ context }, step: OpinionStep) => firstUnfinishedStep(context.draft)?.step === step,
    refusedAt: ({ event }, step: OpinionStep) => {
      const failure = readOpinionSendFailure((event as unknown as { readonly error: unknown }).error)
      return failure.kind === "fields" && failure.step === step
    },
    sendsNow: ({ context, event }) => context.sendOnReturn && context.signedIn && (event as DraftLoaded<SavedOpinionDraft>).saved !== null,
    resumesAt: ({ context, event }, step: OpinionStep) => {
      const { saved } = event as DraftLoaded<SavedOpinionDraft>
      return (saved === null ? "ratings" : resumeStep(restored(context, saved), saved.step)) === step
    },
    failedWith: ({ event }, kind: OpinionSendFailure["kind"]) =>
      readOpinionSendFailure((event as unknown as { readonly error: unknown }).error).kind === kind
  },
  actions: {
    leaveStep: assign(moved),
    showRefusal: assign(({ event }) => {
      const failure = readOpinionSendFailure((event as unknown as { readonly error: unknown }).error)
      return failure.kind === "fields" ? { errors: failure.errors } : {}
    }),
    showObjections: assign(({ context }, step: OpinionStep) => ({ errors: { ...context.errors, ...checkOpinionStep(step, context.draft) } })),
    /** The draft kept at `step`, and the app told where login returns to (with the send when sending). */
    requireLogin: enqueueActions(({ context, enqueue }, where: { readonly step: OpinionStep; readonly sending: boolean }) => {
      const saved: SavedOpinionDraft = { draft: context.draft, step: where.step }
      enqueue.sendTo("drafts", { type: "SAVE", saved } satisfies DraftCommand<SavedOpinionDraft>)
      const returnTo = where.sending ? pathWithFacilityAction(context.path, { kind: "send-opinion" }) : context.path
      enqueue.emit({ type: "loginRequired", facilityId: context.facilityId, returnTo, ...saved })
    }),
    dropDraft: sendTo("drafts", { type: "CLEAR" } satisfies DraftCommand<SavedOpinionDraft>),
    restore: assign(({ context, event }) => {
      const { saved } = event as DraftLoaded<SavedOpinionDraft>
      return saved === null ? {} : { draft: restored(context, saved) }
    }),
    logIn: assign(({ context, event }) => ({
      signedIn: true,
      draft: withAuthor(context.draft, (event as Extract<OpinionWizardEvent, { type: "LOGGED_IN" }>).user)
    }))
  }
}).createMachine({
  id: "opinionWizard",
  context: ({ input }) => ({
    facilityId: input.facilityId,
    path: input.path,
    sendOnReturn: input.sendOnReturn ?? false,
    signedIn: input.user !== null,
    // The signed-in person's names until a kept draft brings its own.
    draft: withAuthor(emptyOpinionDraft, input.user),
    errors: {},
    formError: null,
    canRetry: false,
    result: null
  }),
  invoke: { id: "drafts", src: "drafts", input: ({ context }) => context.facilityId },
  initial: "restoring",
  states: {
    // The keeper answers at once: a kept draft goes on at its step, or is sent once on return.
    restoring: {
      on: {
        DRAFT_LOADED: [
          { guard: "sendsNow", target: "checking", actions: "restore" },
          ...opinionSteps.map((step) => ({ guard: { type: "resumesAt" as const, params: step }, target: `editing.${step}`, actions: "restore" as const }))
        ]
      }
    },
    editing: {
      initial: "ratings",
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
        LOGGED_IN: { actions: "logIn" }
      },
      states: Object.fromEntries(opinionSteps.map((step) => [step, stepState(step)])) as Record<OpinionStep, ReturnType<typeof stepState>>
    },
    // The whole draft once more: a kept draft may not satisfy a step the person never saw again.
    checking: {
      always: [
        {
          guard: "unfinished",
          target: "showingUnfinished",
          actions: assign(({ context }) => ({ ...moved, errors: firstUnfinishedStep(context.draft)?.errors ?? {} }))
        },
        { guard: "signedIn", target: "sending" },
        { target: "awaitingLogin", actions: { type: "requireLogin", params: { step: "summary", sending: true } } }
      ]
    },
    // To the first step the draft does not satisfy.
    showingUnfinished: {
      always: opinionSteps.map((step) => ({ guard: { type: "unfinishedAt" as const, params: step }, target: `editing.${step}` }))
    },
    awaitingLogin: {
      on: {
        LOGGED_IN: { target: "sending", actions: "logIn" },
        BACK: "editing.summary"
      }
    },
    sending: {
      entry: "leaveStep",
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
            actions: [assign({ signedIn: false }), { type: "requireLogin", params: { step: "summary", sending: true } }]
          },
          // A field the server refused: to its step, with the server's messages.
          ...opinionSteps.map((step) => ({ guard: { type: "refusedAt" as const, params: step }, target: `editing.${step}`, actions: "showRefusal" as const })),
          {
            target: "editing.summary",
            actions: assign(({ event }) => {
              const failure = readOpinionSendFailure(event.error)
              return failure.kind === "summary" ? { formError: failure.key, canRetry: failure.canRetry } : {}
            })
          }
        ]
      }
    },
    // The kept draft is done with once the wizard ends, however it ended.
    sent: { type: "final", entry: "dropDraft" },
    alreadyAdded: { type: "final", entry: "dropDraft" },
    notAllowed: { type: "final", entry: "dropDraft" }
  }
})

/** The wizard's step as shown, 'Step {stepNumber} of {stepCount}': the step state, or the summary while sending or waiting for login. */
export function opinionWizardStep(snapshot: { readonly matches: (value: never) => boolean }): {
  readonly step: OpinionStep
  readonly stepNumber: number
  readonly stepCount: number
} {
  const step = opinionSteps.find((candidate) => snapshot.matches({ editing: candidate } as never)) ?? "summary"
  return { step, stepNumber: opinionStepNumber(step), stepCount: opinionSteps.length }
}
