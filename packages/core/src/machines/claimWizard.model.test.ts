import { describe } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { GeoPoint } from "../domain/facility"
import type { ShadowRecord } from "../domain/shadowFacility"
import type { ClaimStep, ClaimTarget } from "./claimDraft"
import type { ClaimDocument, ClaimLoginRequired, ClaimUpload } from "./claimWizard.machine"
import { claimWizardMachine, claimWizardStep } from "./claimWizard.machine"
import { claimDraftStorage, type ClaimDraftStorage } from "./claimDraftStorage"
import { draftKeeper } from "./guestDraft"
import type { WebStorageLike } from "./userStorage"

const memory = (): WebStorageLike => {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}
import { assignModel, definedFields, replayModelPaths } from "../testing/modelReplay"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The claim wizard as management 2.7, 4 (lifecycle), 5 and issue 9 describe it. A claim from a
 * facility's profile ('I'm owner of this facility') opens at the instruction with the facility
 * found: instruction → verify its data (name, type, town, postal code, street, building and
 * apartment number, phone) → verify its location on the map → add the confirmation documents
 * (at least one; PDF/JPG/PNG ≤ 5 MB) → send ('we check within 48 hours'). Creating a facility
 * (`/stworz-placowke`) asks the same data, without a facility to find. Next checks the step
 * shown (FIELD_REQUIRED for a blank required field, POST_CODE_INVALID, the phone's 7 digits);
 * back keeps everything. The map looks the address up (when it has no pin for it yet); nothing
 * found — or a failing service — puts the pin at the town's centre with 'check the form or set
 * the location manually'; the pin can be moved. A guest fills the data and the map, then logs in
 * (the wizard asks for it, with the draft to come back to) and adds the documents after. The
 * server: accepted (pending, shown as AWAITS_APPROVEMENT); a field it refuses takes the wizard
 * to that field's step; no answer or a failing server leave it on the documents with a message
 * and a retry; a claim already sent ends it; an ended session asks for login again.
 */
type Step = ClaimStep
interface Draft {
  readonly name: string
  readonly specialization: ReadonlyArray<string>
  readonly town: boolean
  readonly post_code: string
  readonly street: string
  readonly building_number: string
  readonly phone: string
}
interface Context {
  readonly mode: "known" | "creation"
  readonly step: Step
  readonly signedIn: boolean
  readonly draft: Draft
  readonly pin: GeoPoint | null
  /** The address the pin was found for (or came with). */
  readonly locatedFor: string | null
  readonly locationNotFound: boolean
  readonly errors: Record<string, string>
  readonly documents: ReadonlyArray<string>
  readonly formError: string | null
  readonly canRetry: boolean
  readonly loginRequests: number
}

const SPECIALIZATION = "3f1c2a4e-1111-4c2d-9e8f-0a1b2c3d4e5f"
const FACILITY_POINT = { lat: 50.0647, lng: 19.945 }
const FOUND_POINT = { lat: 50.0712, lng: 19.9391 }
const TOWN_CENTRE = { lat: 50.06, lng: 19.94 }
const MOVED_POINT = { lat: 50.07, lng: 19.93 }
const town = { name: "Kraków", param: "krakow", voivodeship: "małopolskie", voivodeship_param: "malopolskie", centre: TOWN_CENTRE }
const facility: ClaimTarget = {
  id: 7,
  name: "Przedszkole nr 5",
  specialization: [SPECIALIZATION],
  city: "Kraków",
  city_slug: "krakow",
  voivodeship: "małopolskie",
  voivodeship_slug: "malopolskie",
  post_code: "31-147",
  street: "ul. Długa",
  building_number: "12A",
  apartment_number: null,
  location: FACILITY_POINT
}
const validData: Draft = {
  name: "Żłobek Pod Kasztanem",
  specialization: [SPECIALIZATION],
  town: true,
  post_code: "31-147",
  street: "ul. Długa",
  building_number: "12A",
  phone: "12 345 67 89"
}
const emptyDraft: Draft = { name: "", specialization: [], town: false, post_code: "", street: "", building_number: "", phone: "" }
const knownDraft: Draft = { ...validData, name: facility.name, phone: "" }

const stepsOf = { known: ["instruction", "data", "location", "documents"], creation: ["data", "location", "documents"] } as const
const addressOf = (draft: Draft) => `${draft.street}|${draft.building_number}|${draft.post_code}|${String(draft.town)}`
const needsLocating = (context: Context) => context.pin === null || context.locatedFor !== addressOf(context.draft)

/** The data step's objections (management 5): blanks first, then the postal code's and the phone's form. */
const dataErrors = (draft: Draft) =>
  definedFields({
    name: draft.name === "" ? "FIELD_REQUIRED" : undefined,
    specialization: draft.specialization.length === 0 ? "FIELD_REQUIRED" : undefined,
    city: draft.town ? undefined : "FIELD_REQUIRED",
    post_code: draft.post_code === "" ? "FIELD_REQUIRED" : /^\d{2}-\d{3}$/.test(draft.post_code) ? undefined : "POST_CODE_INVALID",
    street: draft.street === "" ? "FIELD_REQUIRED" : undefined,
    building_number: draft.building_number === "" ? "FIELD_REQUIRED" : undefined,
    phone: draft.phone === "" ? "FIELD_REQUIRED" : undefined
  }) as Record<string, string>

const without = (errors: Record<string, string>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)))
/** Typing changes fields and takes their messages away. */
const type = (change: Partial<Draft>, fields: ReadonlyArray<string> = Object.keys(change)) =>
  assignModel<Context>(({ context }) => ({ draft: { ...context.draft, ...change }, errors: without(context.errors, ...fields) }))
/** Moving to a step: the wizard-wide message goes. */
const toStep = (step: Step) => assignModel<Context>({ step, formError: null, canRetry: false })
const askLogin = assignModel<Context>(({ context }) => ({ loginRequests: context.loginRequests + 1 }))
const placePin = (found: GeoPoint | null) =>
  assignModel<Context>(({ context }) => ({
    step: "location",
    pin: found ?? (context.mode === "known" ? FACILITY_POINT : TOWN_CENTRE),
    locatedFor: addressOf(context.draft),
    locationNotFound: found === null,
    errors: without(context.errors, "location")
  }))
const signedInGuard = ({ context }: { readonly context: Context }) => context.signedIn
const hasDocuments = ({ context }: { readonly context: Context }) => context.documents.length > 0

const wizardModel = (mode: "known" | "creation", signedIn: boolean) =>
  createMachine({
    types: {} as { context: Context },
    id: "claim",
    context: {
      mode,
      step: stepsOf[mode][0],
      signedIn,
      draft: mode === "known" ? knownDraft : emptyDraft,
      pin: mode === "known" ? FACILITY_POINT : null,
      locatedFor: mode === "known" ? addressOf(knownDraft) : null,
      locationNotFound: false,
      errors: {},
      documents: [],
      formError: null,
      canRetry: false,
      loginRequests: 0
    },
    initial: mode === "known" ? "instruction" : "data",
    states: {
      ...(mode === "known" ? { instruction: { on: { NEXT: { target: "data", actions: toStep("data") } } } } : {}),
      data: {
        on: {
          // From the profile only the phone is missing (a profile does not show it).
          TYPE_DATA: { actions: mode === "known" ? type({ phone: validData.phone }) : type(validData, [...Object.keys(validData), "city"]) },
          TYPE_BAD_POST_CODE: { actions: type({ post_code: "31147" }) },
          TYPE_OTHER_STREET: { actions: type({ street: "ul. Krótka" }) },
          NEXT: [
            {
              guard: ({ context }) => Object.keys(dataErrors(context.draft)).length > 0,
              actions: assignModel<Context>(({ context }) => ({ errors: { ...context.errors, ...dataErrors(context.draft) } }))
            },
            { guard: ({ context }) => needsLocating(context), target: "locating", actions: toStep("location") },
            { target: "location", actions: toStep("location") }
          ],
          ...(mode === "known" ? { BACK: { target: "instruction", actions: toStep("instruction") } } : {})
        }
      },
      locating: {
        on: {
          FOUND: { target: "location", actions: placePin(FOUND_POINT) },
          NOT_FOUND: { target: "location", actions: placePin(null) },
          GEOCODER_FAILED: { target: "location", actions: placePin(null) },
          BACK: { target: "data", actions: toStep("data") }
        }
      },
      location: {
        on: {
          MOVE_PIN: {
            actions: assignModel<Context>(({ context }) => ({ pin: MOVED_POINT, locatedFor: addressOf(context.draft), locationNotFound: false }))
          },
          NEXT: [
            { guard: signedInGuard, target: "documents", actions: toStep("documents") },
            { target: "awaitingLogin", actions: askLogin }
          ],
          BACK: { target: "data", actions: toStep("data") }
        }
      },
      awaitingLogin: {
        on: {
          LOG_IN: [
            { guard: hasDocuments, target: "sending", actions: [assignModel<Context>({ signedIn: true }), toStep("documents")] },
            { target: "documents", actions: [assignModel<Context>({ signedIn: true }), toStep("documents")] }
          ],
          // Back from the login page: a new wizard with the draft kept, at the documents (files are asked for again).
          RETURN_FROM_LOGIN: {
            target: "documents",
            actions: [assignModel<Context>({ signedIn: true, documents: [], errors: {}, locationNotFound: false }), toStep("documents")]
          },
          BACK: { target: "back" }
        }
      },
      // Where back from the login request goes: the step it was asked on.
      back: {
        always: [
          { guard: ({ context }) => context.step === "documents", target: "documents" },
          { target: "location" }
        ]
      },
      documents: {
        on: {
          ADD_PDF: {
            actions: assignModel<Context>(({ context }) => ({
              documents: [...context.documents, "wpis.pdf"], errors: without(context.errors, "documents"), formError: null, canRetry: false
            }))
          },
          ADD_EXE: {
            actions: assignModel<Context>(({ context }) => ({ errors: { ...context.errors, documents: "INVALID_FILE_FORMAT" }, formError: null, canRetry: false }))
          },
          REMOVE: {
            actions: assignModel<Context>(({ context }) => ({ documents: context.documents.slice(1), errors: without(context.errors, "documents") }))
          },
          SEND: [
            {
              guard: ({ context }) => !hasDocuments({ context }),
              actions: assignModel<Context>(({ context }) => ({ errors: { ...context.errors, documents: "DOCUMENT_REQUIRED" } }))
            },
            { guard: signedInGuard, target: "sending" },
            { target: "awaitingLogin", actions: askLogin }
          ],
          BACK: { target: "location", actions: toStep("location") }
        }
      },
      sending: {
        entry: assignModel<Context>({ formError: null, canRetry: false }),
        on: {
          ACCEPTED: "sent",
          ALREADY_SENT: { target: "refused", actions: assignModel<Context>({ formError: "ERROR_CLAIM_ALREADY_SENT" }) },
          FIELD_REFUSED: { target: "data", actions: [toStep("data"), assignModel<Context>({ errors: { post_code: "POST_CODE_INVALID" } })] },
          NO_ANSWER: { target: "documents", actions: assignModel<Context>({ formError: "CONNECTION_ERROR", canRetry: true }) },
          SERVER_FAILED: { target: "documents", actions: assignModel<Context>({ formError: "ERROR_UNCAUGHT", canRetry: true }) },
          SESSION_ENDED: { target: "awaitingLogin", actions: [assignModel<Context>({ signedIn: false }), askLogin] }
        }
      },
      sent: { type: "final" },
      refused: { type: "final" }
    }
  })

const file = (name: string, type: string, size = 2048): ClaimDocument => Object.assign(new Blob([new Uint8Array(size)], { type }), { name })
const created = { id: 31, status: "pending" } as unknown as ShadowRecord
const failures: Record<string, unknown> = {
  ALREADY_SENT: apiError("ERROR_CLAIM_ALREADY_SENT"),
  FIELD_REFUSED: apiError("ERROR_BAD_REQUEST", { "data.post_code": ["POST_CODE_INVALID"] }),
  NO_ANSWER: new ConnectionError({ cause: null }),
  SERVER_FAILED: apiError("ERROR_UNCAUGHT"),
  SESSION_ENDED: apiError("ERROR_INVALID_JWT")
}

interface System {
  actor: ReturnType<typeof startActor>
  /** The tab's draft store, which outlives the trip to the login page. */
  readonly drafts: ClaimDraftStorage
  readonly geocode: ReturnType<typeof controllablePromise<GeoPoint | null, string>>
  readonly upload: ReturnType<typeof controllablePromise<ShadowRecord, ClaimUpload>>
  readonly loginRequests: Array<ClaimLoginRequired>
  readonly mode: "known" | "creation"
}

const PATH = "/stworz-placowke"
const targetOf = (mode: "known" | "creation") => (mode === "known" ? facility.id : "new")

function startActor(system: Omit<System, "actor">, signedIn: boolean) {
  const machine = claimWizardMachine.provide({
    actors: { geocode: system.geocode.logic, upload: system.upload.logic, drafts: draftKeeper(system.drafts) }
  })
  const actor = createActor(machine, {
    input: {
      kind: system.mode === "known" ? "claim" : "creation",
      facility: system.mode === "known" ? facility : null,
      signedIn,
      path: PATH,
      target: targetOf(system.mode)
    }
  })
  actor.on("loginRequired", (event) => system.loginRequests.push(event))
  actor.start()
  return actor
}

function start(mode: "known" | "creation", signedIn: boolean): System {
  const parts = {
    geocode: controllablePromise<GeoPoint | null, string>(),
    upload: controllablePromise<ShadowRecord, ClaimUpload>(),
    loginRequests: [] as Array<ClaimLoginRequired>,
    drafts: claimDraftStorage(memory()),
    mode
  }
  return { ...parts, actor: startActor(parts, signedIn) }
}

const settled = (system: System, state: "locating" | "sending") => waitFor(system.actor, (snapshot) => !snapshot.matches(state))

async function perform(system: System, { type }: EventObject) {
  const { actor } = system
  const change = (field: "name" | "post_code" | "street" | "building_number" | "phone", value: string) => actor.send({ type: "CHANGE", field, value })
  switch (type) {
    case "TYPE_DATA":
      if (system.mode === "creation") {
        change("name", validData.name)
        actor.send({ type: "SET_SPECIALIZATION", ids: validData.specialization })
        actor.send({ type: "SET_TOWN", town })
        change("post_code", validData.post_code)
        change("street", validData.street)
        change("building_number", validData.building_number)
      }
      return change("phone", validData.phone)
    case "TYPE_BAD_POST_CODE":
      return change("post_code", "31147")
    case "TYPE_OTHER_STREET":
      return change("street", "ul. Krótka")
    case "NEXT":
    case "BACK":
    case "SEND":
      return actor.send({ type })
    case "MOVE_PIN":
      return actor.send({ type: "MOVE_PIN", location: MOVED_POINT })
    case "ADD_PDF":
      return actor.send({ type: "ADD_DOCUMENTS", files: [file("wpis.pdf", "application/pdf")] })
    case "ADD_EXE":
      return actor.send({ type: "ADD_DOCUMENTS", files: [file("wpis.exe", "application/x-msdownload")] })
    case "REMOVE":
      return actor.send({ type: "REMOVE_DOCUMENT", index: 0 })
    case "LOG_IN":
      return actor.send({ type: "LOGGED_IN" })
    case "RETURN_FROM_LOGIN":
      actor.stop()
      system.actor = startActor(system, true)
      return
    case "FOUND":
    case "NOT_FOUND":
    case "GEOCODER_FAILED": {
      const call = system.geocode.latest()
      if (type === "FOUND") await call.resolve(FOUND_POINT)
      else if (type === "NOT_FOUND") await call.resolve(null)
      else await call.reject(apiError("ERROR_GEO_SEARCHER"))
      await settled(system, "locating")
      return
    }
    default: {
      const call = system.upload.latest()
      if (type === "ACCEPTED") await call.resolve(created)
      else await call.reject(failures[type])
      await settled(system, "sending")
    }
  }
}

const observe = (system: System) => {
  const snapshot = system.actor.getSnapshot()
  const { value, context, status } = snapshot
  const { draft } = context
  const shown = claimWizardStep(snapshot)
  return {
    state: snapshot.matches("editing") ? shown.step : snapshot.matches("awaitingLogin") ? "awaitingLogin" : value,
    finished: status === "done",
    stepNumber: shown.stepNumber,
    stepCount: shown.stepCount,
    draft: {
      name: draft.name, specialization: draft.specialization, town: draft.town !== null, post_code: draft.post_code,
      street: draft.street, building_number: draft.building_number, phone: draft.phone
    },
    pin: draft.location,
    locationNotFound: context.locationNotFound,
    errors: definedFields(context.errors),
    documents: context.documents.map((document) => document.name),
    formError: context.formError,
    canRetry: context.canRetry,
    signedIn: context.signedIn,
    loginRequests: system.loginRequests.map((request) => ({ kind: request.kind, facilityId: request.facilityId, step: request.step, returnTo: request.returnTo })),
    kept: system.drafts.load(targetOf(system.mode))?.step ?? null,
    looksUp: value === "locating" ? system.geocode.latest().input : null,
    sending: value === "sending" ? { ...system.upload.latest().input, documents: system.upload.latest().input.documents.map((document) => document.name) } : null,
    result: context.result
  }
}

const expected = ({ value, context, status }: { value: unknown; context: Context; status: string }) => {
  const state = value as string
  const { draft, mode, pin } = context
  return {
    state: state === "locating" || state === "awaitingLogin" || state === "sending" || state === "sent" || state === "refused" ? state : context.step,
    finished: status === "done",
    stepNumber: (stepsOf[mode] as ReadonlyArray<Step>).indexOf(context.step) + 1,
    stepCount: stepsOf[mode].length,
    draft,
    pin,
    locationNotFound: context.locationNotFound,
    errors: context.errors,
    documents: context.documents,
    formError: context.formError,
    canRetry: context.canRetry,
    signedIn: context.signedIn,
    loginRequests: Array.from({ length: context.loginRequests }, () => ({
      kind: mode === "known" ? "claim" : "creation", facilityId: mode === "known" ? facility.id : null, step: "documents", returnTo: PATH
    })),
    // Asked to log in, the draft is kept for the way back, until the wizard ends.
    kept: context.loginRequests > 0 && state !== "sent" && state !== "refused" ? "documents" : null,
    // The address as a geocoder reads it: street and number, postal code and town.
    looksUp: state === "locating" ? `${draft.street} ${draft.building_number}, ${draft.post_code} Kraków` : null,
    sending: state === "sending"
      ? {
          data: {
            ...(mode === "known" ? { facility_id: facility.id } : {}),
            name: draft.name, specialization: draft.specialization, city: "krakow", voivodeship: "malopolskie",
            post_code: draft.post_code, street: draft.street, building_number: draft.building_number, phone: draft.phone,
            lat: pin?.lat, lng: pin?.lng
          },
          documents: context.documents
        }
      : null,
    result: state === "sent" ? created : null
  }
}

const events = [
  "TYPE_DATA", "TYPE_BAD_POST_CODE", "TYPE_OTHER_STREET", "NEXT", "BACK", "SEND", "MOVE_PIN", "ADD_PDF", "ADD_EXE", "REMOVE", "LOG_IN",
  "RETURN_FROM_LOGIN", "FOUND", "NOT_FOUND", "GEOCODER_FAILED", "ACCEPTED", ...Object.keys(failures)
].map((type) => ({ type }))

const replay = (mode: "known" | "creation", signedIn: boolean) => ({
  start: () => start(mode, signedIn),
  perform,
  observe,
  expected,
  stop: (system: System) => system.actor.stop(),
  // Where the wizard can go depends on the messages, the session, whether files are picked and
  // the pin is up to date; the draft's text only decides which messages.
  vertex: (context: Context) => ({
    step: context.step,
    dataErrors: Object.keys(context.errors).some((field) => field !== "documents"),
    formError: context.formError,
    signedIn: context.signedIn,
    documents: context.documents.length > 0,
    needsLocating: needsLocating(context),
    documentsError: context.errors.documents !== undefined
  })
})

describe("claimWizardMachine — model-based: a claim from the facility's profile, signed in (management 2.7)", () => {
  replayModelPaths(wizardModel("known", true), events, replay("known", true))
})

describe("claimWizardMachine — model-based: creating a facility as a guest, login and resume (management 2.7, 4)", () => {
  replayModelPaths(wizardModel("creation", false), events, replay("creation", false))
})
