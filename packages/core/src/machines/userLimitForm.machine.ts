import { UserLimitPatch } from "../api/supportCatalogue"
import type { LimitSaveInput } from "../actors/catalogueActors"
import type { UserLimitRecord } from "../domain/userLimit"
import { limitChangeKeys } from "../queries/catalogueQueries"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const limitFields = ["value_free", "value_registered", "value_premium"] as const
/** A limit's value per package: free (status unknown), registered, premium (management 3 User limit). */
export type LimitField = (typeof limitFields)[number]

/** Input of {@link userLimitFormMachine}: the limit edited. */
export interface LimitFormInput {
  readonly limit: UserLimitRecord
}

/** The values as typed, as numbers (an empty field is NaN: the checks say it is required). */
const limitValues = (values: FormValues<LimitField>) =>
  Object.fromEntries(limitFields.map((field) => [field, values[field].trim() === "" ? Number.NaN : Number(values[field])])) as Record<LimitField, number>

/**
 * A limit's checks: each value filled (FIELD_REQUIRED), a whole number from 0 to 100000 (the
 * contract's UserLimitPatch: FIELD_INVALID); a switch's values 0 or 1 (FIELD_INVALID).
 */
export function checkLimitForm(values: FormValues<LimitField>, { limit }: LimitFormInput): FormVerdict<LimitField> {
  const numbers = limitValues(values)
  const errors: Partial<Record<LimitField, string>> = { ...messagesFor(limitFields, contractMessages(UserLimitPatch, numbers)) }
  for (const field of limitFields) {
    if (values[field].trim() === "") errors[field] = "FIELD_REQUIRED"
    else if (limit.type === "boolean" && numbers[field] !== 0 && numbers[field] !== 1) errors[field] ??= "FIELD_INVALID"
  }
  return { errors, formError: null }
}

/**
 * Editing the values of a package limit in the support panel (management 2.9 Limits, 6): opens
 * with its values, saves the three; the server enforces them at once. The limits the owner area
 * applies and the statistics are read again.
 *
 * `send`: `{ id, values } → UserLimitRecord` (catalogueActors' `saveLimit`).
 */
export const userLimitFormMachine = formMachine({
  id: "userLimitForm",
  fields: limitFields,
  initialValues: ({ limit }: LimitFormInput) => ({
    value_free: String(limit.value_free),
    value_registered: String(limit.value_registered),
    value_premium: String(limit.value_premium)
  }),
  check: (values, input: LimitFormInput) => checkLimitForm(values, input),
  payload: (values, { limit }: LimitFormInput): LimitSaveInput => ({ id: limit.id, values: limitValues(values) }),
  failure: failureOnForm(limitFields),
  result: (limit: UserLimitRecord) => limit,
  successToast: () => "LIMIT_UPDATED",
  staleKeys: () => limitChangeKeys
})
