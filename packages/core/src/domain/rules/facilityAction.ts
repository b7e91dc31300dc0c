import type { SubscriberRole } from "../membership"

/** The query parameter that carries an action across the login page (spec 4.8). */
export const FACILITY_ACTION_PARAM = "action"

/**
 * Something a person starts on a facility that needs an account (spec 2.9, 4.5, 4.8): ask a
 * question, subscribe as a parent or a teacher, report an opinion or a facility's answer
 * ('opinion:<id>' / 'answer:<id>'), claim the profile, or send the opinion written in the wizard.
 */
export type FacilityAction =
  | { readonly kind: "ask-question" }
  // "Poproś o informacje" (issue 20): a question with a request already written, to edit and send.
  | { readonly kind: "request-info" }
  | { readonly kind: "claim" }
  | { readonly kind: "subscribe"; readonly role: SubscriberRole }
  | { readonly kind: "report"; readonly target: string }
  | { readonly kind: "send-opinion" }

const REPORT_TARGET = /^(opinion|answer):[1-9]\d{0,9}$/
const subscriberRoles: ReadonlyArray<string> = ["parent", "teacher"] satisfies ReadonlyArray<SubscriberRole>

/** How an action is written in the URL: `ask-question`, `subscribe:parent`, `report:opinion:12`. */
export function facilityActionParam(action: FacilityAction): string {
  switch (action.kind) {
    case "subscribe":
      return `subscribe:${action.role}`
    case "report":
      return `report:${action.target}`
    default:
      return action.kind
  }
}

/** The action an `?action=` value names, or null for anything else (an old link, a hand-edited URL). */
export function readFacilityAction(value: string | null | undefined): FacilityAction | null {
  if (value === null || value === undefined) return null
  if (value === "ask-question" || value === "request-info" || value === "claim" || value === "send-opinion") return { kind: value }
  const [kind, ...rest] = value.split(":")
  const argument = rest.join(":")
  if (kind === "subscribe" && subscriberRoles.includes(argument)) return { kind, role: argument as SubscriberRole }
  if (kind === "report" && REPORT_TARGET.test(argument)) return { kind, target: argument }
  return null
}

/** `path` with the action in its query, other parameters kept: where login sends the person back. */
export function pathWithFacilityAction(path: string, action: FacilityAction): string {
  const [pathname = "", search = ""] = path.split("?", 2)
  const params = new URLSearchParams(search)
  params.set(FACILITY_ACTION_PARAM, facilityActionParam(action))
  return `${pathname}?${params.toString()}`
}

/** Where an action starts: at once, or at the login page, which returns to `returnTo`. */
export type FacilityActionStart = { readonly kind: "run" } | { readonly kind: "login"; readonly returnTo: string }

/**
 * Where an action chosen at `path` starts (spec 4.8): at once for a signed-in person; a guest
 * logs in first and comes back to `path` with the action in `?action=`, which the page then
 * picks up ({@link readFacilityAction}) and runs.
 */
export function startFacilityAction(action: FacilityAction, where: { readonly signedIn: boolean; readonly path: string }): FacilityActionStart {
  return where.signedIn ? { kind: "run" } : { kind: "login", returnTo: pathWithFacilityAction(where.path, action) }
}
