import type { PublishLegalVersionInput } from "../actors/cmsLegalActors"
import { LegalVersionPayload } from "../api/cmsLegal"
import type { LegalDocument } from "../domain/legal"
import { legalPublicationProblems } from "../domain/rules/legalPublication"
import { referenceKeys } from "../queries/queryKeys"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const legalVersionFields = ["title", "body_html", "published_on"] as const
/** A new version's fields: its title, its text (HTML from the rich-text editor) and the day it takes effect. */
export type LegalVersionField = (typeof legalVersionFields)[number]

/** Input of {@link legalVersionFormMachine}: the version in force (the editor starts from it) and today, `YYYY-MM-DD`. */
export interface LegalVersionInput {
  readonly document: LegalDocument
  readonly today: string
}

const payloadOf = (values: FormValues<LegalVersionField>, input: LegalVersionInput): PublishLegalVersionInput => ({
  kind: input.document.kind,
  title: values.title.trim(),
  body_html: values.body_html,
  published_on: values.published_on
})

/**
 * The checks before publishing: the contract's (a title, a text, a real day), the day today or
 * later (LEGAL_DATE_PAST); the same title and text as the version in force is NO_CHANGES_TO_SAVE
 * — a new version must say something new.
 */
export function checkLegalVersion(values: FormValues<LegalVersionField>, input: LegalVersionInput): FormVerdict<LegalVersionField> {
  const { document } = input
  if (values.title.trim() === document.title && values.body_html === document.body_html) return { errors: {}, formError: "NO_CHANGES_TO_SAVE" }
  const { kind: _kind, ...payload } = payloadOf(values, input)
  const errors = { ...legalPublicationProblems(values.published_on, input.today), ...messagesFor(legalVersionFields, contractMessages(LegalVersionPayload, payload)) }
  return { errors, formError: null }
}

/**
 * A new version of a legal text in the CMS (issue 19): it starts from the version in force, dated
 * today; publishing sends it whole (the server sanitises it, numbers it and keeps it in the audit
 * trail) and ends with the new version. The text's public read is stale then.
 *
 * `send`: `{ kind, title, body_html, published_on } → LegalDocument` (cmsLegalActors' `publish`).
 */
export const legalVersionFormMachine = formMachine({
  id: "legalVersionForm",
  fields: legalVersionFields,
  initialValues: (input: LegalVersionInput) => ({ title: input.document.title, body_html: input.document.body_html, published_on: input.today }),
  check: checkLegalVersion,
  payload: payloadOf,
  failure: failureOnForm(legalVersionFields),
  result: (output: LegalDocument) => output,
  staleKeys: (input) => [referenceKeys.legal(input.document.kind)],
  successToast: () => "LEGAL_VERSION_PUBLISHED"
})
