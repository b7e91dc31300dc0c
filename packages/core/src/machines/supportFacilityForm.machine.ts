import { SupportFacilityPatch, type SupportFacility } from "../api/supportFacilities"
import type { SupportFacilityPatchInput } from "../actors/supportFacilityActors"
import type { FacilityStatus } from "../domain/facility"
import { packageProblems } from "../domain/rules/facilityPremium"
import { changedFields } from "../domain/rules/facilityPatch"
import { supportFacilityChangeKeys } from "../queries/staleKeys"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { formText } from "./facilityFormValues"

const supportFacilityFields = ["status", "premium_until", "verified", "active", "specialization", "ownership", "features", "owner_email"] as const
/** A field of the support facility form. */
export type SupportFacilityField = (typeof supportFacilityFields)[number]

/** Input of {@link supportFacilityFormMachine}: the facility as support reads it, and today (`YYYY-MM-DD`, core's isoDateInWarsaw). */
export interface SupportFacilityFormInput {
  readonly facility: SupportFacility
  readonly today: string
}

/** The fields as the facility fills them; the end date shows only while its premium is in force. */
export function supportFacilityValues(facility: SupportFacility): FormValues<SupportFacilityField> {
  return {
    status: facility.status,
    premium_until: facility.status === "premium" ? formText.of(facility.premium_until) : "",
    verified: formText.ofFlag(facility.verified),
    active: formText.ofFlag(facility.active),
    specialization: formText.ofIds(facility.specialization),
    ownership: formText.ofIds(facility.ownership),
    features: formText.ofIds(facility.features),
    owner_email: facility.owner?.email ?? ""
  }
}

/** Every field as the PATCH names it; a status other than premium takes no end date, a blank owner is no transfer. */
const patchOf = (values: FormValues<SupportFacilityField>) => ({
  status: values.status as FacilityStatus,
  premium_until: values.status === "premium" ? formText.text(values.premium_until) : null,
  verified: formText.flag(values.verified),
  active: formText.flag(values.active),
  specialization: formText.ids(values.specialization),
  ownership: formText.ids(values.ownership),
  features: formText.ids(values.features),
  ...(values.owner_email.trim() === "" ? {} : { owner_email: values.owner_email.trim().toLowerCase() })
})

/** What the form sends: the fields whose values differ from the facility's. */
export function supportFacilityPatch(values: FormValues<SupportFacilityField>, facility: SupportFacility): SupportFacilityPatch {
  return changedFields<SupportFacilityPatch>(patchOf(supportFacilityValues(facility)), patchOf(values))
}

/**
 * The verdict before a save: nothing changed is NO_CHANGES_TO_SAVE; the contract's objections
 * and, when the package changes, core's packageProblems (a premium needs an end date, not past).
 */
export function checkSupportFacility(values: FormValues<SupportFacilityField>, { facility, today }: SupportFacilityFormInput): FormVerdict<SupportFacilityField> {
  const patch = supportFacilityPatch(values, facility)
  if (Object.keys(patch).length === 0) return { errors: {}, formError: "NO_CHANGES_TO_SAVE" }
  const { status, premium_until } = patchOf(values)
  const packageChanged = patch.status !== undefined || patch.premium_until !== undefined
  const errors = {
    ...messagesFor(supportFacilityFields, contractMessages(SupportFacilityPatch, patch)),
    ...(packageChanged ? packageProblems({ status, premium_until }, today) : {})
  }
  return { errors, formError: null }
}

/**
 * Editing a facility's features on the support panel (management 2.9): package and premium end
 * date, badge, tags, active flag and owner (by e-mail). Sends only what changed; what the server
 * refuses shows under its field. The saved facility is the result, and every read it touches —
 * the panel's, the public ones, the owner's list of facilities, the audit trail — goes stale.
 *
 * `send`: `{ id, patch } → SupportFacility` (supportFacilityActors' `update`).
 */
export const supportFacilityFormMachine = formMachine({
  id: "supportFacilityForm",
  fields: supportFacilityFields,
  initialValues: ({ facility }: SupportFacilityFormInput) => supportFacilityValues(facility),
  check: checkSupportFacility,
  payload: (values, { facility }: SupportFacilityFormInput): SupportFacilityPatchInput => ({ id: facility.id, patch: supportFacilityPatch(values, facility) }),
  failure: failureOnForm(supportFacilityFields),
  result: (saved: SupportFacility) => saved,
  staleKeys: () => supportFacilityChangeKeys,
  successToast: () => "CHANGES_SAVED"
})
