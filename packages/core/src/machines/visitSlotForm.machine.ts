import type { VisitSlotPublishInput } from "../actors/visitActors"
import { VisitSlotPayload } from "../api/visits"
import { VISIT_HORIZON_DAYS, visitKinds, type VisitKind, type VisitSlot } from "../domain/visit"
import { visitKeys } from "../queries/visitQueries"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const visitSlotFields = ["kind", "starts_at", "duration_minutes", "capacity", "note"] as const
/** The fields of a new slot; `starts_at` as a `datetime-local` input gives it (`YYYY-MM-DDTHH:MM`, the device's time). */
export type VisitSlotField = (typeof visitSlotFields)[number]

/** Input of {@link visitSlotFormMachine}: the facility, and the clock "in the future" is judged by (tests fix it). */
export interface VisitSlotFormInput {
  readonly facilityRef: string
  readonly clock?: () => Date
}

const DAY_MS = 24 * 60 * 60 * 1000
const isKind = (value: string): value is VisitKind => (visitKinds as ReadonlyArray<string>).includes(value)
const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN)

/** The slot as typed, as the contract's payload; what cannot be read is sent as NaN for the contract's check to name. */
export function visitSlotPayload(values: FormValues<VisitSlotField>): VisitSlotPayload {
  const note = values.note.trim()
  return {
    kind: values.kind as VisitKind,
    starts_at: Date.parse(values.starts_at),
    duration_minutes: whole(values.duration_minutes),
    capacity: whole(values.capacity),
    ...(note === "" ? {} : { note })
  }
}

/**
 * A slot's checks (issue 20): a kind, a start, a length and the places (FIELD_REQUIRED); a start
 * in the future and at most a year ahead (VISIT_SLOT_NOT_AHEAD, as the server says); whole
 * numbers within the contract's bounds (FIELD_INVALID); the note's length.
 */
export function checkVisitSlotForm(values: FormValues<VisitSlotField>, input: VisitSlotFormInput): FormVerdict<VisitSlotField> {
  const payload = visitSlotPayload(values)
  const now = (input.clock ?? (() => new Date()))().getTime()
  const required: Partial<Record<VisitSlotField, string>> = {}
  for (const field of ["starts_at", "duration_minutes", "capacity"] as const) {
    if (values[field].trim() === "") required[field] = "FIELD_REQUIRED"
  }
  if (!isKind(values.kind)) required.kind = "FIELD_REQUIRED"
  const ahead = Number.isNaN(payload.starts_at) || (payload.starts_at > now && payload.starts_at <= now + VISIT_HORIZON_DAYS * DAY_MS)
  const errors = {
    ...messagesFor(visitSlotFields, contractMessages(VisitSlotPayload, payload)),
    ...(ahead ? {} : { starts_at: "VISIT_SLOT_NOT_AHEAD" }),
    ...required
  }
  return { errors, formError: null }
}

/**
 * Publishing a visit slot or an open day (issue 20, the owner area's "Wizyty"): what, when, how
 * long, how many families, a note. The form stays open, emptied, for the next slot; the slots the
 * tab and the profile read are stale after each.
 *
 * `send`: `VisitSlotPublishInput → VisitSlot` (visitActors' `publishSlot`).
 */
export const visitSlotFormMachine = formMachine({
  id: "visitSlotForm",
  fields: visitSlotFields,
  initialValues: () => ({ kind: "visit", duration_minutes: "60", capacity: "5" }),
  check: (values, input: VisitSlotFormInput) => checkVisitSlotForm(values, input),
  payload: (values, input: VisitSlotFormInput): VisitSlotPublishInput => ({ facilityRef: input.facilityRef, slot: visitSlotPayload(values) }),
  failure: failureOnForm(visitSlotFields),
  result: (slot: VisitSlot) => slot,
  successToast: () => "VISIT_SLOT_PUBLISHED",
  afterSuccess: "again",
  staleKeys: (input: VisitSlotFormInput) => [visitKeys.slots(input.facilityRef)]
})
