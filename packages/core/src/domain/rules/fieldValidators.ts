import { toText, trimmedLength } from "./toText"
import type { ValidationKey } from "./validationMessages"

/**
 * A validator: the field's value and all visible values of the form in, `null` (valid) or a
 * message key out. The single-value validators below fit this type directly.
 */
export type Validator = (value: unknown, values: Readonly<Record<string, unknown>>) => ValidationKey | null

/** Minimum first-name and surname length (spec 5). */
export const NAME_MIN_LENGTH = 3
/** Minimum opinion text length (spec 5). */
export const OPINION_MIN_LENGTH = 50
/** Minimum phone length once spaces are removed (spec 5). */
export const PHONE_MIN_LENGTH = 7
/** Default rich-text limit, counted on the HTML length (management 5). */
export const RICH_TEXT_DEFAULT_LIMIT = 1500

/** Whether a value counts as empty: null, undefined, blank text or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === "string") return value.trim() === ""
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** FIELD_REQUIRED for an empty value (see isEmptyValue); `0` and `false` are values. */
export function validateRequired(value: unknown): ValidationKey | null {
  return isEmptyValue(value) ? "FIELD_REQUIRED" : null
}

/** A validator giving `key` for a text of 1–2 characters after trimming. */
const minimumNameLength = (key: ValidationKey) => (value: unknown): ValidationKey | null => {
  const length = trimmedLength(value)
  return length > 0 && length < NAME_MIN_LENGTH ? key : null
}

/**
 * NAME_TOO_SHORT for a first name of 1–2 characters after trimming. Empty passes: pair it with
 * validateRequired. The same holds for the other length validators.
 */
export const validateName = minimumNameLength("NAME_TOO_SHORT")

/** SURNAME_TOO_SHORT for a surname of 1–2 characters after trimming; empty passes. */
export const validateSurname = minimumNameLength("SURNAME_TOO_SHORT")

/** OPINION_TOO_SHORT for an opinion text of 1–49 characters after trimming; empty passes. */
export function validateOpinionText(value: unknown): ValidationKey | null {
  const length = trimmedLength(value)
  return length > 0 && length < OPINION_MIN_LENGTH ? "OPINION_TOO_SHORT" : null
}

/** Whether a field is a phone field, whose key contains 'phone' (management 5). */
export function isPhoneField(key: string): boolean {
  return key.toLowerCase().includes("phone")
}

/** PHONE_FIELD_MINIMAL_INPUT when the value, spaces removed, has 1–6 characters; empty passes. */
export function validatePhone(value: unknown): ValidationKey | null {
  const length = toText(value).replace(/\s/g, "").length
  return length > 0 && length < PHONE_MIN_LENGTH ? "PHONE_FIELD_MINIMAL_INPUT" : null
}

/** PASSWORDS_DO_NOT_MATCH unless the password and its repeat are identical. */
export function validatePasswordsMatch(password: unknown, repeat: unknown): ValidationKey | null {
  return toText(password) === toText(repeat) ? null : "PASSWORDS_DO_NOT_MATCH"
}

/** Characters a website name must not contain (management 5). */
export const WEBSITE_NAME_FORBIDDEN = /[.,;:?!/]/

/** WEBSITE_NAME_INVALID when a website name contains . , ; : ? ! or /. */
export function validateWebsiteName(value: unknown): ValidationKey | null {
  return WEBSITE_NAME_FORBIDDEN.test(toText(value)) ? "WEBSITE_NAME_INVALID" : null
}

/** TEXT_TOO_LONG when rich-text HTML is longer than the limit (default 1500). */
export function validateRichTextLength(html: unknown, limit: number = RICH_TEXT_DEFAULT_LIMIT): ValidationKey | null {
  return toText(html).length > limit ? "TEXT_TOO_LONG" : null
}

/** LOGIN_DATA_INCOMPLETE unless both e-mail and password are filled in. */
export function validateLoginData(data: { readonly email?: unknown; readonly password?: unknown }): ValidationKey | null {
  return isEmptyValue(data.email) || isEmptyValue(data.password) ? "LOGIN_DATA_INCOMPLETE" : null
}

/** ACCEPT_REQUIRED unless the checkbox value is exactly `true` (e.g. account deletion). */
export function validateAccepted(value: unknown): ValidationKey | null {
  return value === true ? null : "ACCEPT_REQUIRED"
}

/** DOCUMENT_REQUIRED when a claim carries no document (management 5). */
export function validateHasDocument(files: ReadonlyArray<unknown> | null | undefined): ValidationKey | null {
  return files !== null && files !== undefined && files.length > 0 ? null : "DOCUMENT_REQUIRED"
}

/**
 * A validator comparing a field with another field of the form (a repeat field), giving `key`
 * when they differ. `normalize` prepares both sides (e.g. normalizeEmail).
 */
export function sameAsField(otherField: string, key: ValidationKey, normalize: (value: unknown) => string = toText): Validator {
  return (value, values) => (normalize(value) === normalize(values[otherField]) ? null : key)
}
