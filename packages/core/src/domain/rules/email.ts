import { toText } from "./toText"
import type { ValidationKey } from "./validationMessages"

/** E-mail as stored and compared (spec 5): trimmed and lower case. */
export function normalizeEmail(value: unknown): string {
  return toText(value).trim().toLowerCase()
}

/** A local part, `@`, and a domain of at least two non-empty dot-separated labels, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/

/** Whether a value is a valid e-mail address once normalised. */
export function isValidEmail(value: unknown): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(value))
}

/** EMAIL_INVALID for a non-empty value that is not a valid e-mail; empty passes (use validateRequired). */
export function validateEmail(value: unknown): ValidationKey | null {
  return normalizeEmail(value) === "" || isValidEmail(value) ? null : "EMAIL_INVALID"
}

/** EMAILS_DO_NOT_MATCH unless the new e-mail and its repeat are equal once normalised. */
export function validateEmailsMatch(email: unknown, repeat: unknown): ValidationKey | null {
  return normalizeEmail(email) === normalizeEmail(repeat) ? null : "EMAILS_DO_NOT_MATCH"
}
