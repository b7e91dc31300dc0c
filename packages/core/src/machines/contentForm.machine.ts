import { ContentTextPayload, type PublicationPayload, type TranslationsPayload } from "../api/contentPayloads"
import { type ContentStatus, translationLanguages, type TranslationLanguage } from "../domain/content"
import type { QueriesStale } from "../queries/queriesStale"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm } from "./formFailure"

/**
 * The CMS's editor of a piece of content (issue 19: materials, events, blog posts, FAQ items),
 * whatever its kind: the Polish title, description and body (rich text), the optional Ukrainian
 * and English versions, and the publication — a draft, or published from now or from a later
 * moment (scheduled). A kind adds its own fields (a category, a topic…) and builds its payload.
 * The fields are named as the server names them, so its field errors show under them.
 */
const textFields = ["title", "description", "body_html"] as const
type TextField = (typeof textFields)[number]
const versionField = (language: TranslationLanguage, field: TextField) => `translations.${language}.${field}` as const
const contentFields = [
  ...textFields,
  ...translationLanguages.flatMap((language) => textFields.map((field) => versionField(language, field))),
  "status",
  "publish_at"
] as const
export type ContentField = (typeof contentFields)[number]

/** What the editor sends besides a kind's own fields: core's content payloads, as the contract takes them. */
export type ContentFormPayload = ContentTextPayload & { readonly translations: TranslationsPayload } & PublicationPayload

/** A version is there when anything of it is typed; emptied, it is removed. */
const versionOf = (values: FormValues<ContentField>, language: TranslationLanguage) => {
  const version = { title: values[versionField(language, "title")], description: values[versionField(language, "description")], body_html: values[versionField(language, "body_html")] }
  return version.title === "" && version.description === "" && version.body_html === "" ? null : version
}

/**
 * A moment the editor shows (`datetime-local`, the reader's time) as the contract's ISO moment;
 * "" is none, and what is no moment stays as typed (the checks, then the contract, refuse it).
 */
const momentOf = (local: string): string | null => {
  const time = Date.parse(local)
  return local === "" ? null : Number.isNaN(time) ? local : new Date(time).toISOString()
}

/** The content part of the payload, from the editor's values. */
export function contentPayload(values: FormValues<ContentField>): ContentFormPayload {
  const translations: { ua?: ContentTextPayload | null; en?: ContentTextPayload | null } = {}
  for (const language of translationLanguages) translations[language] = versionOf(values, language)
  const status = values.status as ContentStatus
  return {
    title: values.title,
    description: values.description,
    body_html: values.body_html,
    translations,
    status,
    publish_at: status === "draft" ? null : momentOf(values.publish_at)
  }
}

/**
 * The checks before saving, from the contract: the Polish title is required; a Ukrainian or
 * English version, when there is one, needs its title too; a schedule is a valid moment.
 */
export function checkContent(values: FormValues<ContentField>): FormVerdict<ContentField> {
  const errors: Partial<Record<ContentField, string>> = {}
  const polish = contractMessages(ContentTextPayload, { title: values.title, description: values.description, body_html: values.body_html })
  for (const field of textFields) if (polish[field] !== undefined) errors[field] = polish[field]
  for (const language of translationLanguages) {
    const version = versionOf(values, language)
    if (version === null) continue
    const messages = contractMessages(ContentTextPayload, version)
    for (const field of textFields) if (messages[field] !== undefined) errors[versionField(language, field)] = messages[field]
  }
  if (values.status !== "draft" && values.status !== "published") errors.status = "FIELD_INVALID"
  if (values.status === "published" && values.publish_at !== "" && Number.isNaN(Date.parse(values.publish_at))) errors.publish_at = "FIELD_INVALID"
  return { errors, formError: null }
}

/** A stored piece of content as the editor opens it (none: a new one, a Polish draft). */
export interface EditedContent {
  readonly title: string
  readonly description: string
  readonly body_html: string
  readonly translations: Partial<Record<TranslationLanguage, { readonly title: string; readonly description: string; readonly body_html: string }>>
  readonly status: ContentStatus
  readonly publish_at: string | null
}

/** An ISO moment as `datetime-local` shows it, in the reader's time zone. */
const localMoment = (iso: string | null) => {
  if (iso === null) return ""
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** The editor's values of stored content; a new piece is an empty Polish draft. */
export function contentValues(content: EditedContent | null): FormValues<ContentField> {
  const values: Record<string, string> = { title: "", description: "", body_html: "", status: "draft", publish_at: "" }
  for (const language of translationLanguages) for (const field of textFields) values[versionField(language, field)] = ""
  if (content === null) return values as FormValues<ContentField>
  Object.assign(values, { title: content.title, description: content.description, body_html: content.body_html, status: content.status, publish_at: localMoment(content.publish_at) })
  for (const language of translationLanguages) {
    const version = content.translations[language]
    if (version !== undefined) for (const field of textFields) values[versionField(language, field)] = version[field]
  }
  return values as FormValues<ContentField>
}

/** What a kind of content tells the editor: its own fields, their values, its payload, what a save makes stale. */
export interface ContentKindSpec<Extra extends string, Input extends { readonly content: EditedContent | null }, Payload> {
  readonly id: string
  readonly extraFields: ReadonlyArray<Extra>
  readonly extraValues: (input: Input) => FormValues<Extra>
  readonly payload: (content: ContentFormPayload, extra: FormValues<Extra>, input: Input) => Payload
  readonly staleKeys: (input: Input) => QueriesStale["keys"]
  readonly successToast: string
}

/** The editor of one kind of content: the shared fields and checks, and the kind's own. */
export function contentFormMachine<Extra extends string, Input extends { readonly content: EditedContent | null }, Payload, Output>(
  kind: ContentKindSpec<Extra, Input, Payload>
) {
  const fields: ReadonlyArray<ContentField | Extra> = [...contentFields, ...kind.extraFields]
  return formMachine({
    id: kind.id,
    fields,
    initialValues: (input: Input) => ({ ...contentValues(input.content), ...kind.extraValues(input) }),
    // The kind's own fields are checked by the contract on the server (its errors show under them).
    check: (values: FormValues<ContentField | Extra>) => checkContent(values) as FormVerdict<ContentField | Extra>,
    payload: (values: FormValues<ContentField | Extra>, input: Input) => kind.payload(contentPayload(values), values, input),
    failure: failureOnForm(fields),
    result: (output: Output) => output,
    staleKeys: (input: Input) => kind.staleKeys(input),
    successToast: () => kind.successToast
  })
}
