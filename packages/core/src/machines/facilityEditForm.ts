import { FacilityPatch } from "../api/facilityEdits"
import type { ManagedFacility } from "../domain/managedFacility"
import { changedFields, type FacilityPatchType } from "../domain/rules/facilityPatch"
import { formMachine, type FormMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { facilityChangeKeys } from "../queries/staleKeys"
import { facilityRefOf } from "../domain/rules/facilityRef"

/** Input of a tab's form: the facility as its editors read it (`GET facility/list/:id/manage`). */
export interface FacilityEditInput {
  readonly facility: ManagedFacility
}

/** What the `send` actor is given: which facility, the PATCH's `?type=`, and the changed fields only. */
export interface FacilityPatchInput {
  /** The facility's canonical ref (facilityRefOf: its slug, else its id), the one its reads are cached under. */
  readonly facilityRef: string
  readonly type?: FacilityPatchType
  readonly patch: FacilityPatch
}

/** The rules of one owner-area tab's form; checking, sending and the answer are shared. */
export interface FacilityEditSpec<Field extends string> {
  readonly id: string
  readonly fields: ReadonlyArray<Field>
  /** The fields as the stored record fills them. */
  readonly values: (facility: ManagedFacility) => FormValues<Field>
  /** Every field of the tab as the PATCH names it, from what is typed (trimmed, parsed). */
  readonly patch: (values: FormValues<Field>, facility: ManagedFacility) => FacilityPatch
  /** Checks beyond the contract's, of the record and its package (e.g. a closing hour before the opening one). */
  readonly problems?: (patch: FacilityPatch, facility: ManagedFacility) => Partial<Record<Field, string>>
  /** A change refused as it is made, its message under the field (e.g. a 6th amenity of 5); null takes it. */
  readonly refuseChange?: (field: Field, value: string, values: FormValues<Field>, facility: ManagedFacility) => string | null
  /** PATCH `?type=` (amenities travel alone). */
  readonly type?: FacilityPatchType
  /** The green toast of a save (management 8's success toasts). */
  readonly successToast: string
}

/** The fields an edit changed, as the PATCH carries them: those whose value differs from what the record gives. */
export function facilityEditPatch<Field extends string>(
  spec: FacilityEditSpec<Field>,
  values: FormValues<Field>,
  facility: ManagedFacility
): FacilityPatch {
  return changedFields(spec.patch(spec.values(facility), facility), spec.patch(values, facility))
}

/**
 * The messages of a tab's fields, a list's included: a message about one entry of a list
 * ('extra_classes.0.name', as the contract and the server name it) stands under the list's field
 * when that field has none of its own.
 */
function tabFieldMessages<Field extends string>(fields: ReadonlyArray<Field>, messages: Readonly<Record<string, string>>): Partial<Record<Field, string>> {
  const underFields: Record<string, string> = {}
  for (const [path, message] of Object.entries(messages)) {
    const [field = path] = path.split(".")
    if (path === field || (messages[field] === undefined && underFields[field] === undefined)) underFields[field] = message
  }
  return messagesFor(fields, underFields)
}

/**
 * The verdict before a save: the contract's objections to the changed fields (FacilityPatch),
 * the tab's own problems, each under its field; nothing changed is NO_CHANGES_TO_SAVE
 * ("No changes to save.", management 5).
 */
export function checkFacilityEdit<Field extends string>(
  spec: FacilityEditSpec<Field>,
  values: FormValues<Field>,
  facility: ManagedFacility
): FormVerdict<Field> {
  const patch = facilityEditPatch(spec, values, facility)
  if (Object.keys(patch).length === 0) return { errors: {} as Partial<Record<Field, string>>, formError: "NO_CHANGES_TO_SAVE" }
  const errors = { ...tabFieldMessages(spec.fields, contractMessages(FacilityPatch, patch)), ...spec.problems?.(patch, facility) }
  return { errors, formError: null }
}

/**
 * One tab of the owner area as a form (management 2.4, 5, 8): opens with the record's values,
 * checks what changed, sends only that (`PATCH facility/list/:id`) and ends with the record as
 * saved (its `result`) and the tab's success toast; what the server refuses shows under the
 * fields, or as the form's message (ERROR_ACTION_LIMIT_MET, CONNECTION_ERROR). The app opens a
 * new form over the saved record for the next edit.
 *
 * `send`: `FacilityPatchInput → ManagedFacility` (facilityEditActors' `patch`).
 */
export function facilityEditForm<const Field extends string>(
  spec: FacilityEditSpec<Field>
): FormMachine<Field, FacilityEditInput, FacilityPatchInput, ManagedFacility, ManagedFacility> {
  return formMachine({
    id: spec.id,
    fields: spec.fields,
    initialValues: ({ facility }: FacilityEditInput) => spec.values(facility),
    check: (values, { facility }: FacilityEditInput) => checkFacilityEdit(spec, values, facility),
    payload: (values, { facility }: FacilityEditInput): FacilityPatchInput => ({
      facilityRef: facilityRefOf(facility),
      ...(spec.type === undefined ? {} : { type: spec.type }),
      patch: facilityEditPatch(spec, values, facility)
    }),
    // What the server refuses shows under its field (an entry of a list under the list); else for the whole form.
    failure: failureOnForm(spec.fields, tabFieldMessages),
    result: (saved: ManagedFacility) => saved,
    staleKeys: (_input, saved) => facilityChangeKeys(facilityRefOf(saved)),
    successToast: () => spec.successToast,
    ...(spec.refuseChange === undefined
      ? {}
      : { refuseChange: (field: Field, value: string, values: FormValues<Field>, { facility }: FacilityEditInput) => spec.refuseChange!(field, value, values, facility) })
  })
}
