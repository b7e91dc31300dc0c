import { describe } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { OpinionCreated, OpinionPayload } from "../api/opinions"
import { ConnectionError } from "../client/connectionError"
import { assignModel, definedFields, replayModelPaths, replaySimplePaths } from "../testing/modelReplay"
import type { OpinionDraft as Draft } from "./opinionDraft"
import type { OpinionLoginRequired } from "./opinionWizard.machine"
import { opinionWizardMachine } from "./opinionWizard.machine"
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
 * with a message and a retry; an ended session asks for login again.
 */
interface Context {
  readonly signedIn: boolean
  readonly draft: Draft
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly canRetry: boolean
  /** The last request to log in: the step and draft to come back to. */
  readonly loginRequired: { readonly step: string; readonly draft: Draft } | null
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
const askLogin = assignModel<Context>(({ context }) => ({ signedIn: false, loginRequired: { step: "summary", draft: context.draft } }))

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
      loginRequired: null
    },
    initial: "ratings",
    states: {
      ratings: {
        on: {
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
          TYPE_PROS_CONS: { actions: type({ pros: "Duży ogród", cons: "Mało miejsc parkingowych" }) },
          SEND: ignored,
          NEXT: { target: "comment", actions: moved },
          BACK: { target: "ratings", actions: moved }
        }
      },
      comment: {
        on: {
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
          SEND: [{ guard: ({ context }) => context.signedIn, target: "sending" }, { target: "awaitingLogin", actions: askLogin }],
          // No step after the summary.
          NEXT: ignored,
          BACK: { target: "author", actions: moved }
        }
      },
      awaitingLogin: {
        on: {
          LOG_IN: { target: "sending", actions: assignModel<Context>({ signedIn: true }) },
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
      sent: { type: "final" },
      alreadyAdded: { type: "final" },
      notAllowed: { type: "final" }
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
const events = [...Object.keys(ratings), ...Object.keys(typing), "CLICK_COMMENT", "NEXT", "BACK", "SEND", "LOG_IN", "ACCEPTED", ...Object.keys(failures)].map(
  (type) => ({ type })
)

function start(user: { readonly name: string; readonly surname: string } | null) {
  const send = controllablePromise<OpinionCreated, OpinionPayload>()
  const actor = createActor(opinionWizardMachine.provide({ actors: { send: send.logic } }), { input: { facilityId: 7, user } })
  const loginRequests: OpinionLoginRequired[] = []
  actor.on("loginRequired", (event) => loginRequests.push(event))
  actor.start()
  return { actor, send, loginRequests }
}
type System = ReturnType<typeof start>

async function perform(system: System, { type }: EventObject) {
  const { actor, send } = system
  if (type in ratings) {
    for (const [aspect, value] of Object.entries(ratings[type as keyof typeof ratings])) actor.send({ type: "RATE", aspect: aspect as "food", value })
  } else if (typing[type] !== undefined) {
    for (const [field, value] of Object.entries(typing[type])) actor.send({ type: "CHANGE", field: field as "comment", value })
  } else if (type === "CLICK_COMMENT") actor.send({ type: "CLEAR_ERROR", field: "comment" })
  else if (type === "NEXT" || type === "BACK" || type === "SEND") actor.send({ type })
  else if (type === "LOG_IN") actor.send({ type: "LOGGED_IN", user: { name: "Anna", surname: "Nowak" } })
  else {
    if (type === "ACCEPTED") await send.latest().resolve(created)
    else await send.latest().reject(failures[type])
    await waitFor(actor, (snapshot) => !snapshot.matches("sending"))
  }
}

const observe = ({ actor, send, loginRequests }: System) => {
  const { value, context, status } = actor.getSnapshot()
  const last = loginRequests.at(-1)
  return {
    state: value === "editing" ? context.step : value,
    finished: status === "done",
    stepNumber: context.stepNumber,
    stepCount: context.stepCount,
    draft: context.draft,
    errors: definedFields(context.errors),
    formError: context.formError,
    canRetry: context.canRetry,
    loginRequired: last === undefined ? null : { facilityId: last.facilityId, step: last.step, draft: last.draft },
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
    loginRequired: context.loginRequired === null ? null : { facilityId: 7, ...context.loginRequired },
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

const signedIn = { name: "Anna", surname: "Nowak" }
const replay = (user: typeof signedIn | null) => ({
  start: () => start(user),
  perform,
  observe,
  expected,
  stop: (system: System) => system.actor.stop(),
  // Where the wizard can go depends on the messages shown and on being signed in; the draft
  // only decides which messages, so it is left out of the vertices (fewer, shorter paths).
  vertex: ({ signedIn, errors, formError, canRetry }: Context) => ({ signedIn, errors, formError, canRetry })
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
  const vertex = ({ loginRequired: _, ...rest }: Context) => rest
  replaySimplePaths(wizardModel({ signedIn: false, name: "", surname: "" }), through, { ends: ["sent", "alreadyAdded", "awaitingLogin"], vertex }, replay(null))
})
