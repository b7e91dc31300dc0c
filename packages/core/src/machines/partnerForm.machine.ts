import { type NewPartner, NewPartnerPayload } from "../api/partners"
import { partnerKeys } from "../queries/queryKeys"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const partnerFields = ["name"] as const
/** The field of a new partner app: its name, as support will recognise it in the list. */
export type PartnerField = (typeof partnerFields)[number]

const partnerPayload = (values: FormValues<PartnerField>): NewPartnerPayload => ({ name: values.name.trim() })

/** The contract's NewPartnerPayload checks: a name, not blank (FIELD_REQUIRED), not too long. */
export function checkPartnerForm(values: FormValues<PartnerField>): FormVerdict<PartnerField> {
  return { errors: messagesFor(partnerFields, contractMessages(NewPartnerPayload, partnerPayload(values))), formError: null }
}

/**
 * Creating a partner app in support's toolbox (issue 18, management 8): its name; the answer
 * is the partner with its key, which the database keeps only hashed — the result is the one
 * place the key is ever seen, so the screen shows it from here and nowhere else. The partner
 * list is read again.
 *
 * `send`: `{ name } → NewPartner` (partnerActors' `create`).
 */
export const partnerFormMachine = formMachine({
  id: "partnerForm",
  fields: partnerFields,
  check: (values) => checkPartnerForm(values),
  payload: (values) => partnerPayload(values),
  failure: failureOnForm(partnerFields),
  result: (partner: NewPartner) => partner,
  staleKeys: () => [partnerKeys.all]
})
