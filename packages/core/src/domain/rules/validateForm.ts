import { isPhoneField, validatePhone, validateRequired, type Validator } from "./fieldValidators"
import type { ValidationKey } from "./validationMessages"

/** A form field as validateForm sees it (a subset of the form field definition). */
export interface FormFieldInput {
  readonly key: string
  readonly value?: unknown
  readonly hidden?: boolean | null | undefined
  readonly required?: boolean | null | undefined
}

/** Extra validators per field key. */
export type FormRules = Readonly<Record<string, readonly Validator[] | undefined>>

/** Message keys per field key; only fields with failures appear. */
export type FormErrors = Record<string, ValidationKey[]>

/** The values to send: every visible field's value by key; hidden fields are left out (spec 5). */
export function formPayload(fields: readonly FormFieldInput[]): Record<string, unknown> {
  const payload: Record<string, unknown> = {}
  for (const field of fields) if (field.hidden !== true) payload[field.key] = field.value
  return payload
}

/**
 * Validates a form. Hidden fields are skipped (spec 5). Each visible field runs, in order:
 * validateRequired when `required`, validatePhone when its key contains 'phone' (management 5),
 * then its rules from `rulesByField`, each given the field value and all visible values.
 * A key is reported once per field; fields without failures are absent from the result.
 */
export function validateForm(fields: readonly FormFieldInput[], rulesByField: FormRules = {}): FormErrors {
  const values = formPayload(fields)
  const errors: FormErrors = {}
  for (const field of fields) {
    if (field.hidden === true) continue
    const rules: Validator[] = []
    if (field.required === true) rules.push(validateRequired)
    if (isPhoneField(field.key)) rules.push(validatePhone)
    rules.push(...(rulesByField[field.key] ?? []))
    const keys: ValidationKey[] = []
    for (const rule of rules) {
      const key = rule(field.value, values)
      if (key !== null && !keys.includes(key)) keys.push(key)
    }
    if (keys.length > 0) errors[field.key] = keys
  }
  return errors
}

/** Whether a validateForm result holds no failures. */
export function isFormValid(errors: FormErrors): boolean {
  return Object.keys(errors).length === 0
}
