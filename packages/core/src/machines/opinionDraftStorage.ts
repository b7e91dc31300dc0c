import { isValidRating } from "../domain/rules/ratings"
import { draftStorage, isRecord, type DraftStorage } from "./draftStorage"
import { emptyOpinionDraft, opinionSteps, type OpinionDraft, type OpinionStep } from "./opinionDraft"
import type { SavedOpinionDraft } from "./opinionWizard.machine"
import type { WebStorageLike } from "./userStorage"

/** Where a guest's opinion draft waits while they log in, one per facility. */
export type OpinionDraftStorage = DraftStorage<number, SavedOpinionDraft>

/** The prefix of the drafts' keys; the facility's id follows it. */
export const OPINION_DRAFT_KEY_PREFIX = "pociecha.opinionDraft."

const isRatingOrNull = (u: unknown) => u === null || isValidRating(u)
const isStep = (u: unknown): u is OpinionStep => opinionSteps.includes(u as OpinionStep)

/** A draft read back from storage, checked field by field; only its own fields reach the wizard. */
function parseDraft(stored: unknown): OpinionDraft | null {
  if (!isRecord(stored)) return null
  const keys = Object.keys(emptyOpinionDraft) as Array<keyof OpinionDraft>
  const valid = keys.every((key) =>
    typeof emptyOpinionDraft[key] === "string" ? typeof stored[key] === "string" : isRatingOrNull(stored[key])
  )
  return valid ? (Object.fromEntries(keys.map((key) => [key, stored[key]])) as unknown as OpinionDraft) : null
}

/** Opinion drafts over a key-value store (see {@link draftStorage}). */
export function opinionDraftStorage(store: WebStorageLike): OpinionDraftStorage {
  return draftStorage<number, OpinionStep, OpinionDraft>(store, OPINION_DRAFT_KEY_PREFIX, { isStep, parseDraft })
}
