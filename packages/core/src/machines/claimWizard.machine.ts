import { assign, emit, enqueueActions, fromPromise, setup, spawnChild, stopChild } from "xstate"
import type { ShadowData } from "../api/shadows"
import type { GeoPoint } from "../domain/facility"
import { MAX_CLAIM_DOCUMENTS, validateDocumentFile } from "../domain/rules/fileValidation"
import { validateHasDocument } from "../domain/rules/fieldValidators"
import type { ShadowRecord } from "../domain/shadowFacility"
import {
  claimAddressKey,
  claimAddressQuery,
  claimDraftOf,
  claimFieldFailure,
  claimPayload,
  claimSteps,
  checkClaimStep,
  emptyClaimDraft,
  firstUnfinishedClaimStep,
  needsLocating,
  resumeClaimStep,
  type ClaimDraft,
  type ClaimField,
  type ClaimMode,
  type ClaimStep,
  type ClaimTarget,
  type ClaimTextField,
  type ClaimTown
} from "./claimDraft"
import type { FieldErrors } from "./form.machine"
import { withoutMessage } from "./fieldErrors"
import { readFailedCall } from "./formFailure"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { shadowChangeKeys } from "../queries/staleKeys"

/** A confirmation document as picked: a browser File fits. */
export type ClaimDocument = Blob & { readonly name: string }

/** A draft and the step it was left at: what a guest keeps across the login redirect (documents are not kept). */
export interface SavedClaimDraft {
  readonly draft: ClaimDraft
  readonly step: ClaimStep
}

/** Input of {@link claimWizardMachine}. */
export interface ClaimWizardInput {
  /** 'claim' from a facility's profile or by finding it; 'creation' for `/stworz-placowke`. */
  readonly kind: "claim" | "creation"
  /** The facility of the profile the wizard was started from (a claim only): its data fills the draft. */
  readonly facility?: ClaimTarget | null
  readonly signedIn: boolean
  /** A draft saved before the login redirect (claimDraftStorage): the wizard goes on with it. */
  readonly saved?: SavedClaimDraft | null
}

/** What {@link claimWizardMachine}'s `upload` sends: the data part and the files. */
export interface ClaimUpload {
  readonly data: ShadowData
  readonly documents: ReadonlyArray<ClaimDocument>
}

/** Context of {@link claimWizardMachine}. */
export interface ClaimWizardContext {
  readonly mode: ClaimMode
  readonly steps: ReadonlyArray<ClaimStep>
  readonly step: ClaimStep
  /** 'Step {stepNumber} of {stepCount}'. */
  readonly stepNumber: number
  readonly stepCount: number
  readonly signedIn: boolean
  readonly draft: ClaimDraft
  readonly documents: ReadonlyArray<ClaimDocument>
  /** Message keys under the fields, by field. */
  readonly errors: FieldErrors<ClaimField>
  /** The address was not found: the pin is at the town's centre; 'check the form or set the location manually'. */
  readonly locationNotFound: boolean
  /** A message for the whole wizard (on the documents step, or on the refusal), or null. */
  readonly formError: string | null
  /** Whether sending again may help: no answer came, or the server failed. */
  readonly canRetry: boolean
  /** The record sent, waiting for support. */
  readonly result: ShadowRecord | null
}

/** Events of {@link claimWizardMachine}. */
export type ClaimWizardEvent =
  | { readonly type: "NEXT" }
  /** Back one step, keeping everything; from `locating` back to the data; from `awaitingLogin` to the step it was at. */
  | { readonly type: "BACK" }
  /** A facility chosen on the find step (its profile, loaded by the app): on to its data. */
  | { readonly type: "PICK_FACILITY"; readonly facility: ClaimTarget }
  | { readonly type: "CHANGE"; readonly field: ClaimTextField; readonly value: string }
  | { readonly type: "SET_SPECIALIZATION"; readonly ids: ReadonlyArray<string> }
  | { readonly type: "SET_TOWN"; readonly town: ClaimTown }
  /** The field was clicked: its message goes. */
  | { readonly type: "CLEAR_ERROR"; readonly field: ClaimField }
  /** The pin was moved by hand. */
  | { readonly type: "MOVE_PIN"; readonly location: GeoPoint }
  | { readonly type: "ADD_DOCUMENTS"; readonly files: ReadonlyArray<ClaimDocument> }
  | { readonly type: "REMOVE_DOCUMENT"; readonly index: number }
  /** Send (again, after a failure), from the documents step. */
  | { readonly type: "SEND" }
  /** The person logged in (e.g. in a dialog). */
  | { readonly type: "LOGGED_IN" }

/**
 * Emitted by {@link claimWizardMachine} when a guest goes on to the documents (or a session
 * ended while sending): the app keeps the draft (claimDraftStorage) and goes to login, then
 * starts the wizard again with it (input `saved`), at the documents step. Files can't survive
 * the redirect: they are asked for after login (or, when the session ended while sending, added
 * again).
 */
export interface ClaimLoginRequired extends SavedClaimDraft {
  readonly type: "loginRequired"
  readonly kind: "claim" | "creation"
  readonly facilityId: number | null
}

/** What becomes of the wizard when sending failed. */
export type ClaimSendFailure =
  /** 409 (this account's claim waits, the facility has an owner) or 404 (the facility is gone): no retry. */
  | { readonly kind: "refused"; readonly key: string }
  /** 401: the session is over; log in and send again. */
  | { readonly kind: "loginRequired" }
  /** 400 about the wizard's fields: back to the first step that shows one. */
  | { readonly kind: "fields"; readonly step: ClaimStep; readonly errors: FieldErrors<ClaimField> }
  /** Anything else: a message on the documents step; `canRetry` when no answer came or the server failed. */
  | { readonly kind: "documents"; readonly key: string; readonly canRetry: boolean }

/** Reads why sending a claim failed (spec 8.1; the client has already refreshed and retried once). */
export function readClaimSendFailure(steps: ReadonlyArray<ClaimStep>, error: unknown): ClaimSendFailure {
  const call = readFailedCall(error)
  if (call.status === 409 || call.status === 404) return { kind: "refused", key: call.key }
  if (call.status === 401) return { kind: "loginRequired" }
  const fields = claimFieldFailure(steps, call.fieldMessages)
  if (fields !== null) return { kind: "fields", ...fields }
  return { kind: "documents", key: call.key, canRetry: call.status === null || call.status >= 500 }
}

const modeOf = (input: ClaimWizardInput): ClaimMode =>
  input.kind === "creation" ? "creation" : input.facility != null ? "known" : "find"

const at = (steps: ReadonlyArray<ClaimStep>, step: ClaimStep) => ({
  step,
  stepNumber: steps.indexOf(step) + 1,
  formError: null,
  canRetry: false
})

/** The messages with the field's own (or without one, for null). */
const withMessage = (errors: FieldErrors<ClaimField>, field: ClaimField, message: string | null): FieldErrors<ClaimField> =>
  message === null ? withoutMessage(errors, field) : { ...errors, [field]: message }

const neighbour = (steps: ReadonlyArray<ClaimStep>, step: ClaimStep, by: 1 | -1): ClaimStep | null => steps[steps.indexOf(step) + by] ?? null

/**
 * The documents picked, checked one by one (PDF, JPG or PNG, ≤ 5 MB: INVALID_FILE_FORMAT,
 * FILE_TOO_LARGE), at most {@link MAX_CLAIM_DOCUMENTS} (TOO_MANY_ITEMS): the good ones are added,
 * the first problem is shown under the documents.
 */
function addDocuments(current: ReadonlyArray<ClaimDocument>, files: ReadonlyArray<ClaimDocument>) {
  const documents = [...current]
  let problem: string | null = null
  for (const file of files) {
    const invalid = validateDocumentFile(file)
    if (invalid !== null) problem ??= invalid
    else if (documents.length >= MAX_CLAIM_DOCUMENTS) problem ??= "TOO_MANY_ITEMS"
    else documents.push(file)
  }
  return { documents, problem }
}

const sendFailure = (context: ClaimWizardContext, event: unknown) =>
  readClaimSendFailure(context.steps, (event as { readonly error: unknown }).error)

/**
 * The claim wizard (management 2.7, 4 lifecycle, 5), shown as 'Step {stepNumber} of
 * {stepCount}'. A claim from a facility's profile: instruction → data → location → documents;
 * by finding the facility: find (PICK_FACILITY) → data → …; a creation (`/stworz-placowke`):
 * data → location → documents. Sending ends in `sent` ('we check within 48 hours').
 *
 * - Data: name, type (specialization tags), town, postal code, street, building and apartment
 *   number, phone — FIELD_REQUIRED, POST_CODE_INVALID, PHONE_FIELD_MINIMAL_INPUT (core's rules,
 *   checkClaimStep) when NEXT is pressed.
 * - Location: on entering, an address not located yet is sent to the `geocode` slot (state
 *   `locating`); no result (or a failure) puts the pin at the town's centre with
 *   `locationNotFound`. MOVE_PIN sets it by hand. A claim of a known facility starts with its pin.
 * - A guest fills everything up to the documents; NEXT on the location emits `loginRequired`
 *   (the draft, step 'documents') and waits in `awaitingLogin`: LOGGED_IN goes on, or the app
 *   comes back from the login page with the saved draft (input `saved`).
 * - Documents: ADD_DOCUMENTS, REMOVE_DOCUMENT; SEND needs at least one (DOCUMENT_REQUIRED),
 *   rechecks every step, and calls `upload`. A failure: a field the server refuses takes the
 *   wizard to its step; no answer or a failing server leave it on the documents with
 *   `formError` and `canRetry` (SEND again); 409/404 end in `refused` with `formError`; an
 *   ended session asks for login again, keeping the documents for LOGGED_IN.
 *
 * - A claimed facility's data opens with its phone as the directory knows it (`knownPhone`,
 *   asked when the wizard starts with the facility and when one is picked), unless one was typed.
 *
 * Actor slots: `geocode`: `address text → GeoPoint | null`; `upload`: {@link ClaimUpload} →
 * ShadowRecord; `knownPhone`: facility id → its phone or null (claimActors' `geocode`, `upload`
 * and `knownPhone`).
 */
export const claimWizardMachine = setup({
  types: {
    input: {} as ClaimWizardInput,
    context: {} as ClaimWizardContext,
    events: {} as ClaimWizardEvent,
    emitted: {} as ClaimLoginRequired | QueriesStale
  },
  actors: {
    geocode: fromPromise<GeoPoint | null, string>(async () => {
      throw new Error("provide the claim wizard's 'geocode' actor")
    }),
    upload: fromPromise<ShadowRecord, ClaimUpload>(async () => {
      throw new Error("provide the claim wizard's 'upload' actor")
    }),
    // Without it the phone field waits for the claimant, as for a facility whose phone is unknown.
    knownPhone: fromPromise<string | null, number>(async () => null)
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    at: ({ context }, step: ClaimStep) => context.step === step,
    failedWith: ({ context, event }, kind: ClaimSendFailure["kind"]) => sendFailure(context, event).kind === kind
  },
  actions: {
    /** A claimed facility's phone, as the directory knows it, for a draft that has none (the last facility picked only). */
    askKnownPhone: enqueueActions(({ context, enqueue }) => {
      enqueue(stopChild("knownPhone"))
      if (context.draft.facilityId !== null && context.draft.phone === "") {
        enqueue(spawnChild("knownPhone", { id: "knownPhone", input: context.draft.facilityId }))
      }
    }),
    requireLogin: emit(({ context }) => ({
      type: "loginRequired" as const,
      kind: context.mode === "creation" ? "creation" as const : "claim" as const,
      facilityId: context.draft.facilityId,
      draft: context.draft,
      step: "documents" as const
    })),
    /** Where the pin goes after geocoding: the address's point, or the town's centre with the message. */
    placePin: assign(({ context }, found: GeoPoint | null) => ({
      draft: {
        ...context.draft,
        location: found ?? context.draft.town?.centre ?? context.draft.location,
        locatedFor: claimAddressKey(context.draft)
      },
      locationNotFound: found === null,
      errors: withoutMessage(context.errors, "location")
    }))
  }
}).createMachine({
  id: "claimWizard",
  context: ({ input }) => {
    const mode = modeOf(input)
    const steps = claimSteps[mode]
    const draft = input.saved?.draft ?? (input.facility != null ? claimDraftOf(input.facility) : emptyClaimDraft)
    const start = input.saved == null ? steps[0]! : resumeClaimStep(steps, draft, input.saved.step, input.signedIn)
    return {
      mode,
      steps,
      ...at(steps, start),
      stepCount: steps.length,
      signedIn: input.signedIn,
      draft,
      documents: [],
      errors: {},
      locationNotFound: false,
      result: null
    }
  },
  entry: "askKnownPhone",
  // The known phone fills the field unless something was typed meanwhile; none known (or no answer) leaves it.
  on: {
    ...({
      "xstate.done.actor.knownPhone": {
        actions: assign(({ context, event }) => {
          const phone = (event as unknown as { readonly output: string | null }).output
          return phone === null || context.draft.phone !== "" ? {} : { draft: { ...context.draft, phone } }
        })
      },
      "xstate.error.actor.knownPhone": {}
    } as {})
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        NEXT: [
          { guard: { type: "at", params: "documents" } },
          {
            guard: ({ context }) => Object.keys(checkClaimStep(context.step, context.draft)).length > 0,
            actions: assign(({ context }) => ({ errors: { ...context.errors, ...checkClaimStep(context.step, context.draft) } }))
          },
          {
            guard: ({ context }) => neighbour(context.steps, context.step, 1) === "location" && needsLocating(context.draft),
            target: "locating",
            actions: assign(({ context }) => at(context.steps, "location"))
          },
          {
            guard: ({ context }) => context.step === "location" && !context.signedIn,
            target: "awaitingLogin",
            actions: "requireLogin"
          },
          { actions: assign(({ context }) => at(context.steps, neighbour(context.steps, context.step, 1) ?? context.step)) }
        ],
        BACK: {
          guard: ({ context }) => neighbour(context.steps, context.step, -1) !== null,
          actions: assign(({ context }) => at(context.steps, neighbour(context.steps, context.step, -1) ?? context.step))
        },
        PICK_FACILITY: {
          guard: { type: "at", params: "find" },
          actions: [
            assign(({ context, event }) => ({
              ...at(context.steps, "data"),
              // The same facility again keeps what was verified of it.
              draft: event.facility.id === context.draft.facilityId ? context.draft : claimDraftOf(event.facility),
              errors: {}
            })),
            "askKnownPhone"
          ]
        },
        CHANGE: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
            errors: ({ context, event }) => withoutMessage(context.errors, event.field)
          })
        },
        SET_SPECIALIZATION: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, specialization: event.ids }),
            errors: ({ context }) => withoutMessage(context.errors, "specialization")
          })
        },
        SET_TOWN: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, town: event.town }),
            errors: ({ context }) => withoutMessage(context.errors, "city")
          })
        },
        CLEAR_ERROR: { actions: assign({ errors: ({ context, event }) => withoutMessage(context.errors, event.field) }) },
        MOVE_PIN: {
          guard: { type: "at", params: "location" },
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, location: event.location, locatedFor: claimAddressKey(context.draft) }),
            locationNotFound: false,
            errors: ({ context }) => withoutMessage(context.errors, "location")
          })
        },
        ADD_DOCUMENTS: {
          guard: { type: "at", params: "documents" },
          actions: assign(({ context, event }) => {
            const { documents, problem } = addDocuments(context.documents, event.files)
            return { documents, errors: withMessage(context.errors, "documents", problem), formError: null, canRetry: false }
          })
        },
        REMOVE_DOCUMENT: {
          guard: { type: "at", params: "documents" },
          actions: assign({
            documents: ({ context, event }) => context.documents.filter((_, index) => index !== event.index),
            errors: ({ context }) => withoutMessage(context.errors, "documents")
          })
        },
        SEND: [
          {
            guard: ({ context }) => context.step === "documents" && validateHasDocument(context.documents) !== null,
            actions: assign(({ context }) => ({ errors: withMessage(context.errors, "documents", validateHasDocument(context.documents)) }))
          },
          { guard: { type: "at", params: "documents" }, target: "checking" }
        ],
        LOGGED_IN: { actions: assign({ signedIn: true }) }
      }
    },
    locating: {
      invoke: {
        src: "geocode",
        input: ({ context }) => claimAddressQuery(context.draft),
        onDone: { target: "editing", actions: { type: "placePin", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: { type: "placePin", params: null } }
      },
      on: {
        BACK: { target: "editing", actions: assign(({ context }) => at(context.steps, "data")) },
        LOGGED_IN: { actions: assign({ signedIn: true }) }
      }
    },
    // The whole draft once more: a saved draft may not satisfy a step the person never saw again.
    checking: {
      always: [
        {
          guard: ({ context }) => firstUnfinishedClaimStep(context.steps, context.draft) !== null,
          target: "editing",
          actions: assign(({ context }) => {
            const unfinished = firstUnfinishedClaimStep(context.steps, context.draft)
            return unfinished === null ? {} : { ...at(context.steps, unfinished.step), errors: unfinished.errors }
          })
        },
        { guard: "signedIn", target: "sending" },
        { target: "awaitingLogin", actions: "requireLogin" }
      ]
    },
    awaitingLogin: {
      on: {
        LOGGED_IN: [
          // With files picked it sends at once, from the documents step (where a failure shows).
          {
            guard: ({ context }) => context.documents.length > 0,
            target: "checking",
            actions: assign(({ context }) => ({ signedIn: true, ...at(context.steps, "documents") }))
          },
          { target: "editing", actions: assign(({ context }) => ({ signedIn: true, ...at(context.steps, "documents") })) }
        ],
        BACK: "editing"
      }
    },
    sending: {
      entry: assign({ formError: null, canRetry: false }),
      invoke: {
        src: "upload",
        input: ({ context }) => ({ data: claimPayload(context.draft), documents: context.documents }),
        onDone: {
          target: "sent",
          // My facilities, My account and the support desk now show the record.
          actions: [assign({ result: ({ event }) => event.output }), emit({ type: QUERIES_STALE, keys: shadowChangeKeys })]
        },
        onError: [
          {
            guard: { type: "failedWith", params: "refused" },
            target: "refused",
            actions: assign({ formError: ({ event }) => readFailedCall(event.error).key })
          },
          {
            guard: { type: "failedWith", params: "loginRequired" },
            target: "awaitingLogin",
            actions: [assign({ signedIn: false }), "requireLogin"]
          },
          {
            target: "editing",
            actions: enqueueActions(({ context, event, enqueue }) => {
              const failure = sendFailure(context, event)
              if (failure.kind === "fields") enqueue.assign({ ...at(context.steps, failure.step), errors: failure.errors })
              else if (failure.kind === "documents") enqueue.assign({ formError: failure.key, canRetry: failure.canRetry })
            })
          }
        ]
      }
    },
    sent: { type: "final" },
    refused: { type: "final" }
  }
})
