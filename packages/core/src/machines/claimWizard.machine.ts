import { assign, emit, enqueueActions, fromPromise, sendTo, setup, spawnChild, stopChild } from "xstate"
import type { ClaimDraftTarget } from "./claimDraftStorage"
import { noDraftKeeper, type DraftCommand, type DraftLoaded } from "./guestDraft"
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
  /** The wizard's own path: where the login page sends the person back. */
  readonly path: string
  /** What the draft is kept for across the login page: the facility's id, or 'new' (see the `drafts` keeper). */
  readonly target: ClaimDraftTarget
}

/** What {@link claimWizardMachine}'s `upload` sends: the data part and the files. */
export interface ClaimUpload {
  readonly data: ShadowData
  readonly documents: ReadonlyArray<ClaimDocument>
}

/** Context of {@link claimWizardMachine}. The step shown is the state (see {@link claimWizardStep}). */
export interface ClaimWizardContext {
  readonly mode: ClaimMode
  readonly steps: ReadonlyArray<ClaimStep>
  readonly path: string
  readonly target: ClaimDraftTarget
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
  /** Back one step, keeping everything; from `locating` back to the data; from `awaitingLogin` to the step it was asked on. */
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
  /** A guest chose 'log in now': the draft is kept at this step, and login returns here. */
  | { readonly type: "LOG_IN_NOW" }
  /** The person logged in (e.g. in a dialog). */
  | { readonly type: "LOGGED_IN" }
  /** From the `drafts` keeper, once started. */
  | DraftLoaded<SavedClaimDraft>

/**
 * Emitted by {@link claimWizardMachine} when a guest goes on to the documents, chose 'log in
 * now', or a session ended while sending: the draft is kept already (the `drafts` keeper); the
 * app goes to the login page, which returns to `returnTo`, where the wizard starts again and
 * goes on with it. Files can't survive the redirect: they are asked for after login (or, when
 * the session ended while sending, added again).
 */
export interface ClaimLoginRequired extends SavedClaimDraft {
  readonly type: "loginRequired"
  readonly kind: "claim" | "creation"
  readonly facilityId: number | null
  readonly returnTo: string
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

/** Moving to another step drops the documents' message. */
const moved = { formError: null, canRetry: false } as const

/** The messages with the field's own (or without one, for null). */
const withMessage = (errors: FieldErrors<ClaimField>, field: ClaimField, message: string | null): FieldErrors<ClaimField> =>
  message === null ? withoutMessage(errors, field) : { ...errors, [field]: message }

const allSteps: ReadonlyArray<ClaimStep> = ["instruction", "find", "data", "location", "documents"]

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

/** Where a kept draft goes on (a guest's before the documents); the first step without one. */
function restoredStep(context: ClaimWizardContext, saved: SavedClaimDraft | null): ClaimStep {
  if (saved === null) return context.steps[0]!
  const mode: ClaimMode = context.mode === "creation" && saved.draft.facilityId !== null ? "find" : context.mode
  return resumeClaimStep(claimSteps[mode], saved.draft, saved.step, context.signedIn)
}

const sendFailure = (context: ClaimWizardContext, event: unknown) =>
  readClaimSendFailure(context.steps, (event as { readonly error: unknown }).error)

/**
 * The claim wizard (management 2.7, 4 lifecycle, 5), shown as 'Step n of m' (see
 * {@link claimWizardStep}); each step is a state under `editing`. A claim from a facility's
 * profile: `instruction` → `data` → `location` → `documents`; by finding the facility: `find`
 * (PICK_FACILITY) → `data` → …; a creation (`/stworz-placowke`): `data` → `location` →
 * `documents`. Sending ends in `sent` ('we check within 48 hours').
 *
 * - Data: name, type (specialization tags), town, postal code, street, building and apartment
 *   number, phone — FIELD_REQUIRED, POST_CODE_INVALID, PHONE_FIELD_MINIMAL_INPUT (core's rules,
 *   checkClaimStep) when NEXT is pressed.
 * - Location: an address not located yet is sent to the `geocode` slot first (state
 *   `locating`); no result (or a failure) puts the pin at the town's centre with
 *   `locationNotFound`. MOVE_PIN sets it by hand. A claim of a known facility starts with its pin.
 * - A guest fills everything up to the documents; NEXT on the location keeps the draft (step
 *   'documents', through the `drafts` keeper), emits `loginRequired` with the path to come back
 *   to and waits in `awaitingLogin`: LOGGED_IN goes on, or the login page returns to a new
 *   wizard, which (`restoring`) reads the kept draft and goes on at the documents. LOG_IN_NOW
 *   keeps it at any step. A kept claim of a facility turns a creation into a claim by finding.
 * - Documents: ADD_DOCUMENTS, REMOVE_DOCUMENT; SEND needs at least one (DOCUMENT_REQUIRED),
 *   rechecks every step, and calls `upload`. A failure: a field the server refuses takes the
 *   wizard to its step; no answer or a failing server leave it on the documents with
 *   `formError` and `canRetry` (SEND again); 409/404 end in `refused` with `formError`; an
 *   ended session asks for login again, keeping the documents for LOGGED_IN. The kept draft is
 *   dropped once the wizard ends.
 *
 * - A claimed facility's data opens with its phone as the directory knows it (`knownPhone`,
 *   asked when the wizard starts with the facility and when one is picked), unless one was typed.
 *
 * Actor slots: `geocode`: `address text → GeoPoint | null`; `upload`: {@link ClaimUpload} →
 * ShadowRecord; `knownPhone`: facility id → its phone or null (claimActors' `geocode`, `upload`
 * and `knownPhone`); `drafts`: the draft keeper (draftKeeper over the session's draft store).
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
    knownPhone: fromPromise<string | null, number>(async () => null),
    drafts: noDraftKeeper<ClaimDraftTarget, SavedClaimDraft>()
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    guest: ({ context }) => !context.signedIn,
    modeIs: ({ context }, mode: ClaimMode) => context.mode === mode,
    objects: ({ context }, step: ClaimStep) => Object.keys(checkClaimStep(step, context.draft)).length > 0,
    needsLocating: ({ context }) => needsLocating(context.draft),
    noDocument: ({ context }) => validateHasDocument(context.documents) !== null,
    hasDocuments: ({ context }) => context.documents.length > 0,
    unfinished: ({ context }) => firstUnfinishedClaimStep(context.steps, context.draft) !== null,
    unfinishedAt: ({ context }, step: ClaimStep) => firstUnfinishedClaimStep(context.steps, context.draft)?.step === step,
    resumesAt: ({ context, event }, step: ClaimStep) => restoredStep(context, (event as DraftLoaded<SavedClaimDraft>).saved) === step,
    refusedAt: ({ context, event }, step: ClaimStep) => {
      const failure = sendFailure(context, event)
      return failure.kind === "fields" && failure.step === step
    },
    failedWith: ({ context, event }, kind: ClaimSendFailure["kind"]) => sendFailure(context, event).kind === kind
  },
  actions: {
    leaveStep: assign(moved),
    showObjections: assign(({ context }, step: ClaimStep) => ({ errors: { ...context.errors, ...checkClaimStep(step, context.draft) } })),
    showUnfinished: assign(({ context }) => ({ ...moved, errors: firstUnfinishedClaimStep(context.steps, context.draft)?.errors ?? {} })),
    showRefusal: assign(({ context, event }) => {
      const failure = sendFailure(context, event)
      return failure.kind === "fields" ? { ...moved, errors: failure.errors } : {}
    }),
    logIn: assign({ signedIn: true }),
    /** A kept draft goes on as what it was: a claim of a facility, even from the creation page. */
    restore: assign(({ context, event }) => {
      const { saved } = event as DraftLoaded<SavedClaimDraft>
      if (saved === null) return {}
      const mode: ClaimMode = context.mode === "creation" && saved.draft.facilityId !== null ? "find" : context.mode
      return { mode, steps: claimSteps[mode], draft: saved.draft }
    }),
    /** A claimed facility's phone, as the directory knows it, for a draft that has none (the last facility picked only). */
    askKnownPhone: enqueueActions(({ context, enqueue }) => {
      enqueue(stopChild("knownPhone"))
      if (context.draft.facilityId !== null && context.draft.phone === "") {
        enqueue(spawnChild("knownPhone", { id: "knownPhone", input: context.draft.facilityId }))
      }
    }),
    /** The draft kept at `step`, and the app told where login returns to. */
    requireLogin: enqueueActions(({ context, enqueue }, step: ClaimStep) => {
      const saved: SavedClaimDraft = { draft: context.draft, step }
      enqueue.sendTo("drafts", { type: "SAVE", saved } satisfies DraftCommand<SavedClaimDraft>)
      enqueue.emit({
        type: "loginRequired",
        kind: context.mode === "creation" ? "creation" : "claim",
        facilityId: context.draft.facilityId,
        returnTo: context.path,
        ...saved
      })
    }),
    dropDraft: sendTo("drafts", { type: "CLEAR" } satisfies DraftCommand<SavedClaimDraft>),
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
    return {
      mode,
      steps: claimSteps[mode],
      path: input.path,
      target: input.target,
      signedIn: input.signedIn,
      draft: input.facility != null ? claimDraftOf(input.facility) : emptyClaimDraft,
      documents: [],
      errors: {},
      locationNotFound: false,
      formError: null,
      canRetry: false,
      result: null
    }
  },
  invoke: { id: "drafts", src: "drafts", input: ({ context }) => context.target },
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
  initial: "restoring",
  states: {
    // The keeper answers at once: a kept draft goes on at its step (a guest's before the documents).
    restoring: {
      on: {
        DRAFT_LOADED: allSteps.map((step) => ({
          guard: { type: "resumesAt" as const, params: step },
          target: `editing.${step}`,
          actions: ["restore" as const, "askKnownPhone" as const]
        }))
      }
    },
    editing: {
      // Always entered at a named step; the data is every mode's.
      initial: "data",
      on: {
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
        LOGGED_IN: { actions: "logIn" }
      },
      states: {
        instruction: {
          on: { NEXT: { target: "data", actions: "leaveStep" }, LOG_IN_NOW: { guard: "guest", actions: { type: "requireLogin", params: "instruction" } } }
        },
        find: {
          on: {
            NEXT: { guard: { type: "objects", params: "find" }, actions: { type: "showObjections", params: "find" } },
            PICK_FACILITY: {
              target: "data",
              actions: [
                assign(({ context, event }) => ({
                  ...moved,
                  // The same facility again keeps what was verified of it.
                  draft: event.facility.id === context.draft.facilityId ? context.draft : claimDraftOf(event.facility),
                  errors: {}
                })),
                "askKnownPhone"
              ]
            },
            LOG_IN_NOW: { guard: "guest", actions: { type: "requireLogin", params: "find" } }
          }
        },
        data: {
          on: {
            NEXT: [
              { guard: { type: "objects", params: "data" }, actions: { type: "showObjections", params: "data" } },
              { guard: "needsLocating", target: "#claimWizard.locating", actions: "leaveStep" },
              { target: "location", actions: "leaveStep" }
            ],
            BACK: [
              { guard: { type: "modeIs", params: "known" }, target: "instruction", actions: "leaveStep" },
              { guard: { type: "modeIs", params: "find" }, target: "find", actions: "leaveStep" }
            ],
            LOG_IN_NOW: { guard: "guest", actions: { type: "requireLogin", params: "data" } }
          }
        },
        location: {
          on: {
            NEXT: [
              { guard: { type: "objects", params: "location" }, actions: { type: "showObjections", params: "location" } },
              { guard: "guest", target: "#claimWizard.awaitingLogin.beforeDocuments", actions: { type: "requireLogin", params: "documents" } },
              { target: "documents", actions: "leaveStep" }
            ],
            BACK: { target: "data", actions: "leaveStep" },
            MOVE_PIN: {
              actions: assign({
                draft: ({ context, event }) => ({ ...context.draft, location: event.location, locatedFor: claimAddressKey(context.draft) }),
                locationNotFound: false,
                errors: ({ context }) => withoutMessage(context.errors, "location")
              })
            },
            LOG_IN_NOW: { guard: "guest", actions: { type: "requireLogin", params: "location" } }
          }
        },
        documents: {
          on: {
            BACK: { target: "location", actions: "leaveStep" },
            ADD_DOCUMENTS: {
              actions: assign(({ context, event }) => {
                const { documents, problem } = addDocuments(context.documents, event.files)
                return { documents, errors: withMessage(context.errors, "documents", problem), formError: null, canRetry: false }
              })
            },
            REMOVE_DOCUMENT: {
              actions: assign({
                documents: ({ context, event }) => context.documents.filter((_, index) => index !== event.index),
                errors: ({ context }) => withoutMessage(context.errors, "documents")
              })
            },
            SEND: [
              {
                guard: "noDocument",
                actions: assign(({ context }) => ({ errors: withMessage(context.errors, "documents", validateHasDocument(context.documents)) }))
              },
              { target: "#claimWizard.checking" }
            ]
          }
        }
      }
    },
    locating: {
      invoke: {
        src: "geocode",
        input: ({ context }) => claimAddressQuery(context.draft),
        onDone: { target: "editing.location", actions: { type: "placePin", params: ({ event }) => event.output } },
        onError: { target: "editing.location", actions: { type: "placePin", params: null } }
      },
      on: {
        BACK: "editing.data",
        LOGGED_IN: { actions: "logIn" }
      }
    },
    // The whole draft once more: a kept draft may not satisfy a step the person never saw again.
    checking: {
      always: [
        { guard: "unfinished", target: "showingUnfinished", actions: "showUnfinished" },
        { guard: "signedIn", target: "sending" },
        { target: "awaitingLogin.toSend", actions: { type: "requireLogin", params: "documents" } }
      ]
    },
    // To the first step the draft does not satisfy.
    showingUnfinished: {
      always: allSteps.map((step) => ({ guard: { type: "unfinishedAt" as const, params: step }, target: `editing.${step}` }))
    },
    // Asked on the location, going on to the documents; or on the documents, sending.
    awaitingLogin: {
      initial: "beforeDocuments",
      on: {
        LOGGED_IN: [
          // With files picked it sends at once, from the documents step (where a failure shows).
          { guard: "hasDocuments", target: "checking", actions: "logIn" },
          { target: "editing.documents", actions: "logIn" }
        ]
      },
      states: {
        beforeDocuments: { on: { BACK: "#claimWizard.editing.location" } },
        toSend: { on: { BACK: "#claimWizard.editing.documents" } }
      }
    },
    sending: {
      entry: "leaveStep",
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
            target: "awaitingLogin.toSend",
            actions: [assign({ signedIn: false }), { type: "requireLogin", params: "documents" }]
          },
          // A field the server refused: to its step, with the server's messages.
          ...allSteps.map((step) => ({ guard: { type: "refusedAt" as const, params: step }, target: `editing.${step}`, actions: "showRefusal" as const })),
          {
            target: "editing.documents",
            actions: assign(({ context, event }) => {
              const failure = sendFailure(context, event)
              return failure.kind === "documents" ? { formError: failure.key, canRetry: failure.canRetry } : {}
            })
          }
        ]
      }
    },
    // The kept draft is done with once the wizard ends.
    sent: { type: "final", entry: "dropDraft" },
    refused: { type: "final", entry: "dropDraft" }
  }
})

/**
 * The wizard's step as shown, 'Step {stepNumber} of {stepCount}': the step state; the location
 * while locating or asking to log in before the documents; the documents while sending.
 */
export function claimWizardStep(snapshot: {
  readonly matches: (value: never) => boolean
  readonly context: Pick<ClaimWizardContext, "steps">
}): { readonly step: ClaimStep; readonly stepNumber: number; readonly stepCount: number } {
  const { steps } = snapshot.context
  const editing = allSteps.find((candidate) => snapshot.matches({ editing: candidate } as never))
  const onLocation = snapshot.matches("locating" as never) || snapshot.matches({ awaitingLogin: "beforeDocuments" } as never)
  const step = editing ?? (onLocation ? "location" : "documents")
  return { step, stepNumber: steps.indexOf(step) + 1, stepCount: steps.length }
}
