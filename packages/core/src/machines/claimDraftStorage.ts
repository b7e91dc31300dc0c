import type { GeoPoint } from "../domain/facility"
import { claimSteps, emptyClaimDraft, type ClaimDraft, type ClaimStep, type ClaimTown } from "./claimDraft"
import { draftStorage, isRecord, type DraftStorage } from "./draftStorage"
import type { SavedClaimDraft } from "./claimWizard.machine"
import type { WebStorageLike } from "./userStorage"

/** What a draft is kept for: the facility claimed, or a new one. */
export type ClaimDraftTarget = number | "new"

/** Where a guest's claim draft waits while they log in, one per facility (and one for a new facility). */
export type ClaimDraftStorage = DraftStorage<ClaimDraftTarget, SavedClaimDraft>

/** The prefix of the drafts' keys; the facility's id, or 'new', follows it. */
export const CLAIM_DRAFT_KEY_PREFIX = "pociecha.claimDraft."

const isString = (u: unknown): u is string => typeof u === "string"
const allSteps = new Set<string>(Object.values(claimSteps).flat())
const isStep = (u: unknown): u is ClaimStep => isString(u) && allSteps.has(u)
const isPoint = (u: unknown): u is GeoPoint =>
  isRecord(u) && typeof u.lat === "number" && Number.isFinite(u.lat) && typeof u.lng === "number" && Number.isFinite(u.lng)
const isTown = (u: unknown): u is ClaimTown =>
  isRecord(u) && isString(u.name) && isString(u.param) && isString(u.voivodeship) && isString(u.voivodeship_param) && isPoint(u.centre)

const textFields = ["name", "post_code", "street", "building_number", "apartment_number", "phone"] as const

/** A draft read back from storage, checked field by field (it may be old, or edited by hand); only its own fields. */
function parseDraft(u: unknown): ClaimDraft | null {
  if (!isRecord(u)) return null
  const valid = (u.facilityId === null || (typeof u.facilityId === "number" && Number.isInteger(u.facilityId))) &&
    textFields.every((field) => isString(u[field])) &&
    Array.isArray(u.specialization) && u.specialization.every(isString) &&
    (u.town === null || isTown(u.town)) &&
    (u.location === null || isPoint(u.location)) &&
    (u.locatedFor === null || isString(u.locatedFor))
  if (!valid) return null
  const keys = Object.keys(emptyClaimDraft) as Array<keyof ClaimDraft>
  return Object.fromEntries(keys.map((key) => [key, u[key]])) as unknown as ClaimDraft
}

/**
 * Claim drafts over a key-value store (see {@link draftStorage}): the documents are not kept,
 * and are asked for after login.
 */
export function claimDraftStorage(store: WebStorageLike): ClaimDraftStorage {
  return draftStorage<ClaimDraftTarget, ClaimStep, ClaimDraft>(store, CLAIM_DRAFT_KEY_PREFIX, { isStep, parseDraft })
}
