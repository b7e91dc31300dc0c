import type { User } from "../domain/user"
import { ACCOUNT_STATUSES, LANGUAGES, USER_TYPES } from "../domain/userLiterals"

const isString = (u: unknown): u is string => typeof u === "string"
const isNullableString = (u: unknown) => u === null || isString(u)
const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)
const oneOf = <T extends string>(values: ReadonlyArray<T>) => (u: unknown): u is T =>
  isString(u) && (values as ReadonlyArray<string>).includes(u)

const isFacilityRef = (u: unknown) =>
  isRecord(u) && typeof u.id === "number" && isNullableString(u.slug) && isString(u.name) &&
  oneOf(["unknown", "registered", "premium"])(u.status)

const isShadowRef = (u: unknown) =>
  isRecord(u) && typeof u.id === "number" && typeof u.facility_id === "number" && isNullableString(u.slug) &&
  isString(u.name) && oneOf(["unknown", "registered", "premium"])(u.status) && oneOf(["pending", "rejected"])(u.shadow_status) &&
  oneOf(["claim", "creation"])(u.kind) && isNullableString(u.decline_reason) && typeof u.created_at === "number" &&
  u.is_shadow === true

const isPerms = (u: unknown) =>
  isRecord(u) && Object.values(u).every((list) => Array.isArray(list) && list.every(isString))

/**
 * Reads the user kept in `localStorage` (JSON), or null when it is missing, unreadable or
 * of an older shape. It checks what the `User` schema checks, by hand, on purpose: the
 * session restores on the first paint of every page, and decoding with the schema would
 * put the Effect runtime (about 42 kB gzipped) in every page's first JavaScript. A test
 * holds the two in agreement.
 */
export function parseStoredUser(json: string): User | null {
  let u: unknown
  try {
    u = JSON.parse(json)
  } catch {
    return null
  }
  const valid = isRecord(u) &&
    isString(u.id) && isString(u.email) &&
    isNullableString(u.name) && isNullableString(u.surname) && isNullableString(u.avatar) &&
    isString(u.source) &&
    oneOf(ACCOUNT_STATUSES)(u.status) &&
    oneOf(USER_TYPES)(u.type) &&
    oneOf(LANGUAGES)(u.language) &&
    isPerms(u.perms) &&
    Array.isArray(u.facilities) && u.facilities.every(isFacilityRef) &&
    Array.isArray(u.shadow_facilities) && u.shadow_facilities.every(isShadowRef) &&
    typeof u.notify_new_opinions === "boolean" && typeof u.notify_new_questions === "boolean" &&
    (u.jwt === undefined || isString(u.jwt)) &&
    "third_party_data" in u
  return valid ? (u as unknown as User) : null
}
