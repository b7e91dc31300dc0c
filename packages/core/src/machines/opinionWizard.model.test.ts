import { describe } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { OpinionCreated, OpinionPayload } from "../api/opinions"
import { ConnectionError } from "../client/connectionError"
import { assignModel, definedFields, replayModelPaths, replaySimplePaths } from "../testing/modelReplay"
import type { OpinionDraft as Draft } from "./opinionDraft"
import type { OpinionLoginRequired } from "./opinionWizard.machine"
import { opinionWizardMachine, opinionWizardStep, sendsOnReturn } from "./opinionWizard.machine"
import { FACILITY_ACTION_PARAM } from "../domain/rules/facilityAction"
import { draftKeeper } from "./guestDraft"
import { opinionDraftStorage, type OpinionDraftStorage } from "./opinionDraftStorage"
import type { WebStorageLike } from "./userStorage"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The opinion wizard as spec 2.8, 4.3, 4.8, 5 and 8.2 and issue 8 describe it. Five steps,
 * 'Step n of 5': the three aspects each rated 1–5 ('rate all aspects' otherwise, under each
 * one missing); pros and cons, optional; a comment of at least 50 characters ('required' when
 * empty); a first name and surname of at least 3 characters each, the signed-in person's
 * filled in; a summary to send. Next checks only the step shown; back keeps what was typed; a
 * message stays under its field until the field changes or is clicked. A guest fills every
 * step, and sending asks them to log in (with the draft and the step, to come back to); after
 * logging in it is sent. The server: accepted (it waits for moderation); 'already added' (one
 * per facility, no retry); refused to the facility's staff; a field it refuses takes the
 * wizard back to that field's step; no answer or a failing server leave it at the summary,
 * with a message and a retry; an ended session asks for login again. A guest may also log in
 * first ('log in now') from any step. Either way the draft is kept with its step, and the login
 * page returns to the wizard (with the send, when sending): it goes on at that step, the
 * person's names filled where empty, and a draft that waited to be sent goes out once. Once the
 * wizard ends the kept draft is gone.
 */
interface Context {
  readonly signedIn: boolean
  readonly draft: Draft
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly canRetry: boolean
  /** The last request to log in: the step and draft to come back to, and whether to send on return. */
  readonly loginRequired: { readonly step: string; readonly draft: Draft; readonly sending: boolean } | null
  /** The draft kept across the login page, with its step; null once the wizard ended. */
  readonly kept: { readonly step: string; readonly draft: Draft } | null
}

const COMMENT = "Przedszkole ma wspaniałą kadrę, dzieci chętnie tu wracają każdego dnia."
const SHORT_COMMENT = "Za krótko."

const without = (errors: Record<string, string>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)))
const draftOf = ({ context }: { readonly context: Context }) => context.draft
const type = (change: Partial<Draft>) =>
  assignModel<Context>(({ context }) => ({ draft: { ...context.draft, ...change }, errors: without(context.errors, ...Object.keys(change)) }))
const moved = assignModel<Context>({ formError: null, canRetry: false })
/** An event the step ignores: nothing changes. */
const ignored = { actions: assignModel<Context>({}) }
const lengthRule = (tooShort: string) => (value: string) => (value === "" ? "FIELD_REQUIRED" : value.length < 3 ? tooShort : null)
const nameRule = lengthRule("NAME_TOO_SHORT")
const surnameRule = lengthRule("SURNAME_TOO_SHORT")
const ratingErrors = (draft: Draft) =>
  Object.fromEntries((["cleanliness", "staff", "food"] as const).filter((aspect) => draft[aspect] === null).map((aspect) => [aspect, "RATE_ALL_ASPECTS"]))
const authorErrors = (draft: Draft) =>
  definedFields({ name: nameRule(draft.name) ?? undefined, surname: surnameRule(draft.surname) ?? undefined }) as Record<string, string>
const commentError = (draft: Draft) => (draft.comment === "" ? "FIELD_REQUIRED" : draft.comment.length < 50 ? "OPINION_TOO_SHORT" : null)
const askLogin = assignModel<Context>(({ context }) => ({
  signedIn: false,
  loginRequired: { step: "summary", draft: context.draft, sending: true },
  kept: { step: "summary", draft: context.draft }
}))
const stepsOrder = ["ratings", "prosCons", "comment", "author", "summary"] as const
/** 'Log in now', from a step: a guest's draft is kept there; a signed-in person has nothing to do. */
const logInNow = (step: string) => [
  {
    guard: ({ context }: { readonly context: Context }) => !context.signedIn,
    actions: assignModel<Context>(({ context }) => ({
      loginRequired: { step, draft: context.draft, sending: false },
      kept: { step, draft: context.draft }
    }))
  },
  ignored
]
/** Back from the login page, signed in as Anna Nowak: the kept draft, her names where it had none. */
const returned = assignModel<Context>(({ context }) => ({
  signedIn: true,
  draft: context.kept === null ? context.draft : { ...context.kept.draft, name: context.kept.draft.name || "Anna", surname: context.kept.draft.surname || "Nowak" },
  errors: {},
  formError: null,
  canRetry: false
}))
/** Back from the login page to where the draft was kept (the send, if that was what waited). */
const returnFromLogin = [
  { guard: ({ context }: { readonly context: Context }) => context.loginRequired?.sending === true, target: "#wizard.sending", actions: returned },
  ...stepsOrder.map((step) => ({ guard: ({ context }: { readonly context: Context }) => context.kept?.step === step, target: `#wizard.${step}`, actions: returned }))
]
const dropped = { entry: assignModel<Context>({ kept: null }) }

const wizardModel = (start: { readonly signedIn: boolean; readonly name: string; readonly surname: string }) =>
  createMachine({
    types: {} as { context: Context },
    id: "wizard",
    context: {
      signedIn: start.signedIn,
      draft: { cleanliness: null, staff: null, food: null, pros: "", cons: "", comment: "", name: start.name, surname: start.surname },
      errors: {},
      formError: null,
      canRetry: false,
      loginRequired: null,
      kept: null
    },
    initial: "ratings",
    states: {
      ratings: {
        on: {
          LOG_IN_NOW: logInNow("ratings"),
          RETURN: returnFromLogin,
          RATE_ONE: { actions: type({ cleanliness: 4 }) },
          RATE_ALL: { actions: type({ cleanliness: 4, staff: 5, food: 3 }) },
          // No step before the first; nothing to send before the summary.
          BACK: ignored,
          SEND: ignored,
          NEXT: [
            {
              guard: (args) => Object.keys(ratingErrors(draftOf(args))).length > 0,
              actions: assignModel<Context>(({ context }) => ({ errors: { ...context.errors, ...ratingErrors(context.draft) } }))
            },
            { target: "prosCons", actions: moved }
          ]
        }
      },
      prosCons: {
        on: {
          LOG_IN_NOW: logInNow("prosCons"),
          RETURN: returnFromLogin,
          TYPE_PROS_CONS: { actions: type({ pros: "Duży ogród", cons: "Mało miejsc parkingowych" }) },
          SEND: ignored,
          NEXT: { target: "comment", actions: moved },
          BACK: { target: "ratings", actions: moved }
        }
      },
      comment: {
        on: {
          LOG_IN_NOW: logInNow("comment"),
          RETURN: returnFromLogin,
          TYPE_SHORT_COMMENT: { actions: type({ comment: SHORT_COMMENT }) },
          TYPE_COMMENT: { actions: type({ comment: COMMENT }) },
          CLICK_COMMENT: { actions: assignModel<Context>(({ context }) => ({ errors: without(context.errors, "comment") })) },
          SEND: ignored,
          NEXT: [
            {
              guard: (args) => commentError(draftOf(args)) !== null,
              actions: assignModel<Context>(({ context }) => ({ errors: { ...context.errors, comment: commentError(context.draft) ?? "" } }))
            },
            { target: "author", actions: moved }
          ],
          BACK: { target: "prosCons", actions: moved }
        }
      },
      author: {
        on: {
          LOG_IN_NOW: logInNow("author"),
          RETURN: returnFromLogin,
          TYPE_SHORT_NAMES: { actions: type({ name: "Al", surname: "Bo" }) },
          TYPE_NAMES: { actions: type({ name: "Alicja", surname: "Borowska" }) },
          SEND: ignored,
          NEXT: [
            {
              guard: (args) => Object.keys(authorErrors(draftOf(args))).length > 0,
              actions: assignModel<Context>(({ context }) => ({ errors: { ...context.errors, ...authorErrors(context.draft) } }))
            },
            { target: "summary", actions: moved }
          ],
          BACK: { target: "comment", actions: moved }
        }
      },
      summary: {
        on: {
          LOG_IN_NOW: logInNow("summary"),
          RETURN: returnFromLogin,
          SEND: [{ guard: ({ context }) => context.signedIn, target: "sending" }, { target: "awaitingLogin", actions: askLogin }],
          // No step after the summary.
          NEXT: ignored,
          BACK: { target: "author", actions: moved }
        }
      },
      awaitingLogin: {
        on: {
          LOG_IN: { target: "sending", actions: assignModel<Context>({ signedIn: true }) },
          // Only a send waits here: the login page returns to it.
          RETURN: { target: "sending", actions: returned },
          BACK: "summary"
        }
      },
      sending: {
        entry: moved,
        on: {
          ACCEPTED: "sent",
          ALREADY_ADDED: "alreadyAdded",
          STAFF_REFUSED: { target: "notAllowed", actions: assignModel<Context>({ formError: "ERROR_FORBIDDEN" }) },
          COMMENT_REFUSED: { target: "comment", actions: assignModel<Context>({ errors: { comment: "OPINION_TOO_SHORT" } }) },
          NO_ANSWER: { target: "summary", actions: assignModel<Context>({ formError: "CONNECTION_ERROR", canRetry: true }) },
          SERVER_FAILED: { target: "summary", actions: assignModel<Context>({ formError: "ERROR_UNCAUGHT", canRetry: true }) },
          SESSION_ENDED: { target: "awaitingLogin", actions: askLogin }
        }
      },
      sent: { type: "final", ...dropped },
      alreadyAdded: { type: "final", ...dropped },
      notAllowed: { type: "final", ...dropped }
    }
  })

const steps = ["ratings", "prosCons", "comment", "author", "summary"]
const ratings = { RATE_ONE: { cleanliness: 4 }, RATE_ALL: { cleanliness: 4, staff: 5, food: 3 } } as const
const typing: Record<string, Record<string, string>> = {
  TYPE_PROS_CONS: { pros: "Duży ogród", cons: "Mało miejsc parkingowych" },
  TYPE_SHORT_COMMENT: { comment: SHORT_COMMENT },
  TYPE_COMMENT: { comment: COMMENT },
  TYPE_SHORT_NAMES: { name: "Al", surname: "Bo" },
  TYPE_NAMES: { name: "Alicja", surname: "Borowska" }
}
const failures: Record<string, unknown> = {
  ALREADY_ADDED: apiError("ERROR_OPINION_ALREADY_ADDED"),
  STAFF_REFUSED: apiError("ERROR_FORBIDDEN"),
  COMMENT_REFUSED: apiError("ERROR_BAD_REQUEST", { comment: ["OPINION_TOO_SHORT"] }),
  NO_ANSWER: new ConnectionError({ cause: null }),
  SERVER_FAILED: apiError("ERROR_UNCAUGHT"),
  SESSION_ENDED: apiError("ERROR_INVALID_JWT")
}
const created: OpinionCreated = { id: 41, status: "pending" }
const events = [...Object.keys(ratings), ...Object.keys(typing), "CLICK_COMMENT", "NEXT", "BACK", "SEND", "LOG_IN", "LOG_IN_NOW", "RETURN", "ACCEPTED", ...Object.keys(failures)].map(
  (type) => ({ type })
)

const PATH = "/placowka/sloneczko/dodaj-opinie"
const anna = { name: "Anna", surname: "Nowak" }

/** The browser tab's sessionStorage: what outlives the trip to the login page. */
const memory = (): WebStorageLike => {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}

function open(user: typeof anna | null, drafts: OpinionDraftStorage, sendOnReturn: boolean) {
  const send = controllablePromise<OpinionCreated, OpinionPayload>()
  const logic = opinionWizardMachine.provide({ actors: { send: send.logic, drafts: draftKeeper(drafts) } })
  const actor = createActor(logic, { input: { facilityId: 7, user, path: PATH, sendOnReturn } })
  return { actor, send }
}

function start(user: typeof anna | null) {
  const drafts = opinionDraftStorage(memory())
  const system = { ...open(user, drafts, false), drafts, loginRequests: [] as OpinionLoginRequired[] }
  const listen = () => system.actor.on("loginRequired", (event) => system.loginRequests.push(event))
  listen()
  system.actor.start()
  return {
    ...system,
    get current() {
      return system
    },
    /** The login page sent the person back where the last request said, signed in: a new wizard on the same tab. */
    returnFromLogin() {
      const returnTo = system.loginRequests.at(-1)?.returnTo ?? PATH
      system.actor.stop()
      Object.assign(system, open(anna, drafts, sendsOnReturn(new URLSearchParams(returnTo.split("?")[1] ?? "").get(FACILITY_ACTION_PARAM))))
      listen()
      system.actor.start()
    }
  }
}
type System = ReturnType<typeof start>

async function perform(system: System, { type }: EventObject) {
  const { actor, send } = system.current
  if (type in ratings) {
    for (const [aspect, value] of Object.entries(ratings[type as keyof typeof ratings])) actor.send({ type: "RATE", aspect: aspect as "food", value })
  } else if (typing[type] !== undefined) {
    for (const [field, value] of Object.entries(typing[type])) actor.send({ type: "CHANGE", field: field as "comment", value })
  } else if (type === "CLICK_COMMENT") actor.send({ type: "CLEAR_ERROR", field: "comment" })
  else if (type === "NEXT" || type === "BACK" || type === "SEND" || type === "LOG_IN_NOW") actor.send({ type })
  else if (type === "LOG_IN") actor.send({ type: "LOGGED_IN", user: anna })
  else if (type === "RETURN") system.returnFromLogin()
  else {
    if (type === "ACCEPTED") await send.latest().resolve(created)
    else await send.latest().reject(failures[type])
    await waitFor(actor, (snapshot) => !snapshot.matches("sending"))
  }
}

const observe = (system: System) => {
  const { actor, send, loginRequests, drafts } = system.current
  const snapshot = actor.getSnapshot()
  const { value, context, status } = snapshot
  const last = loginRequests.at(-1)
  const shown = opinionWizardStep(snapshot)
  return {
    state: snapshot.matches("editing") ? shown.step : value,
    finished: status === "done",
    stepNumber: shown.stepNumber,
    stepCount: shown.stepCount,
    draft: context.draft,
    errors: definedFields(context.errors),
    formError: context.formError,
    canRetry: context.canRetry,
    loginRequired: last === undefined ? null : { facilityId: last.facilityId, step: last.step, draft: last.draft, returnTo: last.returnTo },
    kept: drafts.load(7),
    // What is being sent: the draft, trimmed, pros and cons included.
    sending: value === "sending" ? send.latest().input : null,
    result: context.result
  }
}

const expected = ({ value, context, status }: { value: unknown; context: Context; status: string }) => {
  const state = value as string
  const step = steps.includes(state) ? state : "summary"
  const { draft } = context
  return {
    state,
    finished: status === "done",
    stepNumber: steps.indexOf(step) + 1,
    stepCount: 5,
    draft,
    errors: context.errors,
    formError: context.formError,
    canRetry: context.canRetry,
    loginRequired:
      context.loginRequired === null
        ? null
        : {
            facilityId: 7,
            step: context.loginRequired.step,
            draft: context.loginRequired.draft,
            returnTo: context.loginRequired.sending ? `${PATH}?action=send-opinion` : PATH
          },
    kept: context.kept,
    sending:
      state === "sending"
        ? {
            facility_id: 7,
            cleanliness: draft.cleanliness,
            staff: draft.staff,
            food: draft.food,
            ...(draft.pros === "" ? {} : { pros: draft.pros, cons: draft.cons }),
            comment: draft.comment,
            name: draft.name,
            surname: draft.surname
          }
        : null,
    result: state === "sent" ? created : null
  }
}

const signedIn = anna
const replay = (user: typeof signedIn | null) => ({
  start: () => start(user),
  perform,
  observe,
  expected,
  stop: (system: System) => system.current.actor.stop(),
  // Where the wizard can go depends on the messages shown and on being signed in; the draft
  // only decides which messages, so it is left out of the vertices (fewer, shorter paths).
  // Where RETURN goes depends on what was kept and whether it waits to be sent.
  vertex: ({ signedIn, errors, formError, canRetry, kept, loginRequired }: Context) => ({
    signedIn, errors, formError, canRetry, kept: kept?.step ?? null, sending: loginRequired?.sending ?? null
  })
})

describe("opinionWizardMachine — model-based, signed in (spec 2.8, 4.3, 5, 8.2)", () => {
  replayModelPaths(wizardModel({ signedIn: true, ...signedIn }), events, replay(signedIn))
})

describe("opinionWizardMachine — model-based, as a guest (spec 2.8, 4.8)", () => {
  replayModelPaths(wizardModel({ signedIn: false, name: "", surname: "" }), events, replay(null))
})

describe("opinionWizardMachine — every simple path to the end (spec 2.8, 4.8)", () => {
  const through = ["RATE_ALL", "TYPE_PROS_CONS", "TYPE_COMMENT", "TYPE_NAMES", "NEXT", "BACK", "SEND", "LOG_IN", "ACCEPTED", "ALREADY_ADDED"].map((type) => ({ type }))
  // A vertex is all the model sees but the last login request: going back from awaiting login
  // to the summary is no new place.
  const vertex = ({ loginRequired, kept: _, ...rest }: Context) => ({ ...rest, sending: loginRequired?.sending ?? null })
  replaySimplePaths(wizardModel({ signedIn: false, name: "", surname: "" }), through, { ends: ["sent", "alreadyAdded", "awaitingLogin"], vertex }, replay(null))
})
