import { OpinionPayload } from "../api/opinions"
import { validateRequired } from "../domain/rules/fieldValidators"
import { ratingAspects, type RatingAspect } from "../domain/rules/ratings"
import type { FieldErrors } from "./form.machine"
import { contractMessages } from "./formChecks"
import { messagesFor } from "./formFailure"

/**
 * The steps of the opinion wizard (spec 2.8), in order: rate the three aspects, pros and cons
 * (optional), the comment, the author's first name and surname, then a summary to send.
 */
export const opinionSteps = ["ratings", "prosCons", "comment", "author", "summary"] as const
export type OpinionStep = (typeof opinionSteps)[number]

/** The typed fields of the draft (the ratings are picked, not typed). */
export type OpinionTextField = "pros" | "cons" | "comment" | "name" | "surname"
/** Every field of the draft, named as in the opinion's payload. */
export type OpinionField = RatingAspect | OpinionTextField

/** What the author has written so far; a rating is null until picked. */
export interface OpinionDraft {
  readonly cleanliness: number | null
  readonly staff: number | null
  readonly food: number | null
  readonly pros: string
  readonly cons: string
  readonly comment: string
  readonly name: string
  readonly surname: string
}

export const emptyOpinionDraft: OpinionDraft = {
  cleanliness: null,
  staff: null,
  food: null,
  pros: "",
  cons: "",
  comment: "",
  name: "",
  surname: ""
}

/** The fields each step asks for. */
const opinionStepFields: Readonly<Record<OpinionStep, ReadonlyArray<OpinionField>>> = {
  ratings: ratingAspects,
  prosCons: ["pros", "cons"],
  comment: ["comment"],
  author: ["name", "surname"],
  summary: []
}

const opinionFields = opinionSteps.flatMap((step) => opinionStepFields[step])

/** The step that asks for a field of the payload; null for a field no step shows (facility_id). */
export function opinionStepOf(field: string): OpinionStep | null {
  return opinionSteps.find((step) => opinionStepFields[step].includes(field as OpinionField)) ?? null
}

/** 'Step {current} of {base}': the 1-based number of a step. */
export const opinionStepNumber = (step: OpinionStep): number => opinionSteps.indexOf(step) + 1

const blankToAbsent = (key: "pros" | "cons", text: string) => (text.trim() === "" ? {} : { [key]: text.trim() })

/**
 * The body of `POST v1/opinion`: trimmed texts; pros and cons left out when blank. An aspect
 * not rated goes as 0, which the contract refuses (RATE_ALL_ASPECTS).
 */
export function opinionPayload(facilityId: number, draft: OpinionDraft): OpinionPayload {
  return {
    facility_id: facilityId,
    cleanliness: draft.cleanliness ?? 0,
    staff: draft.staff ?? 0,
    food: draft.food ?? 0,
    ...blankToAbsent("pros", draft.pros),
    ...blankToAbsent("cons", draft.cons),
    comment: draft.comment.trim(),
    name: draft.name.trim(),
    surname: draft.surname.trim()
  }
}

/** The names, which the contract would call too short when empty: spec 5 says they are required. */
const requiredNames: ReadonlyArray<OpinionField> = ["name", "surname"]

/**
 * What a step objects to in the draft (spec 5), by the contract's OpinionPayload, which holds
 * the spec's rules: every aspect rated 1–5 (RATE_ALL_ASPECTS under each one missing), a comment
 * of at least 50 characters (FIELD_REQUIRED when blank, else OPINION_TOO_SHORT), a first name
 * and surname of at least 3 each (FIELD_REQUIRED when empty, NAME_TOO_SHORT, NAME_INVALID),
 * and the lengths (TEXT_TOO_LONG). Pros and cons are optional. The summary asks for nothing.
 */
export function checkOpinionStep(step: OpinionStep, draft: OpinionDraft): FieldErrors<OpinionField> {
  const contract = contractMessages(OpinionPayload, opinionPayload(1, draft))
  const errors: Partial<Record<OpinionField, string>> = {}
  for (const field of opinionStepFields[step]) {
    const own = requiredNames.includes(field) ? validateRequired(draft[field]) : null
    const message = own ?? contract[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** The first step the draft does not satisfy, with its objections; null when it can be sent. */
export function firstUnfinishedStep(draft: OpinionDraft): { readonly step: OpinionStep; readonly errors: FieldErrors<OpinionField> } | null {
  for (const step of opinionSteps) {
    const errors = checkOpinionStep(step, draft)
    if (Object.keys(errors).length > 0) return { step, errors }
  }
  return null
}

/**
 * Where a saved draft goes on: at the step it was left at, unless an earlier step is not
 * finished (a draft kept from an older visit, or edited by hand), which comes first.
 */
export function resumeStep(draft: OpinionDraft, step: OpinionStep): OpinionStep {
  const unfinished = firstUnfinishedStep(draft)
  return unfinished !== null && opinionSteps.indexOf(unfinished.step) < opinionSteps.indexOf(step) ? unfinished.step : step
}

/**
 * The server's field messages of an opinion, and the first step (in the wizard's order) that
 * shows one; null when none of them is the wizard's.
 */
export function opinionFieldFailure(
  fieldMessages: Readonly<Record<string, string>>
): { readonly step: OpinionStep; readonly errors: FieldErrors<OpinionField> } | null {
  const errors = messagesFor(opinionFields, fieldMessages)
  const first = opinionFields.find((field) => errors[field] !== undefined)
  return first === undefined ? null : { step: opinionStepOf(first) as OpinionStep, errors }
}
