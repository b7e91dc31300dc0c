import { ReportPayload } from "../api/reports"
import type { ReportReason } from "../domain/report"
import { validateRequired } from "../domain/rules/fieldValidators"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const reportFields = ["reason", "content"] as const
/** The fields of the report form. */
export type ReportField = (typeof reportFields)[number]

/** Input of {@link reportFormMachine}: what is reported, 'opinion:<id>' or 'answer:<id>'. */
export interface ReportFormInput {
  readonly target: string
}

/** The body of `POST v1/report`: the target, the reason, the explanation trimmed. */
export function reportPayload(values: FormValues<ReportField>, input: ReportFormInput): ReportPayload {
  return { target: input.target, reason: values.reason as ReportReason, content: values.content.trim() }
}

/**
 * The report's checks (spec 2.9, 5): a reason (FIELD_REQUIRED until one is chosen), then the
 * contract's ReportPayload: a reason from core's `reportReasons`; for 'other' an explanation
 * (FIELD_REQUIRED), since the reason alone says nothing; the explanation's length.
 */
export function checkReportForm(values: FormValues<ReportField>, input: ReportFormInput): FieldErrors<ReportField> {
  const contract = messagesFor(reportFields, contractMessages(ReportPayload, reportPayload(values, input)))
  const reason = validateRequired(values.reason)
  return reason === null ? contract : { ...contract, reason }
}

/**
 * Reporting an opinion or a facility's answer (spec 2.9, 3.9): a reason from core's
 * `reportReasons` and what is wrong. The day's limit (429 ERROR_REPORTS_LIMIT_EXCEEDED) and a
 * second report of the same thing (409 ERROR_CONFLICT) show as the form's message, as does
 * anything else the server answers with nothing to put under a field.
 *
 * `send`: `ReportPayload → { id }` (parentActors' `report`).
 */
export const reportFormMachine = formMachine({
  id: "reportForm",
  fields: reportFields,
  check: (values, input: ReportFormInput) => ({ errors: checkReportForm(values, input), formError: null }),
  payload: (values, input: ReportFormInput) => reportPayload(values, input),
  failure: failureOnForm(reportFields),
  result: (output: { readonly id: number }) => output.id
})
