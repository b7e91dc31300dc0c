import type { Schema } from "effect"
import type { EditorialPayloadFields } from "../api/contentPayloads"
import { type ContentStatus, type ContentText, publicationState, type PublicationState, type TranslationLanguage } from "../domain/content"
import type { QueriesStale } from "../queries/queriesStale"
import { formMachine, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

/**
 * Every text content staff write in the CMS (issue 19: materials, events and contests, blog
 * posts — and the FAQ and legal texts after them): the Polish version, required; a Ukrainian and
 * an English one, each added and removed (`ua` / `en` hold "on" while it is there); the status
 * and the moment it is published from (empty: from the save; ahead: scheduled).
 */
export const editorialFields = [
  "title", "description", "body_html", "status", "publish_at",
  "ua", "ua.title", "ua.description", "ua.body_html",
  "en", "en.title", "en.description", "en.body_html"
] as const
export type EditorialField = (typeof editorialFields)[number]

/** The value of `ua` / `en` while that version is there. */
export const TRANSLATION_ON = "on"

/** The editorial part of a CMS read: every kind reads it alike. */
export interface EditorialEntry {
  readonly id: number
  readonly status: ContentStatus
  readonly publish_at: string | null
  readonly title: string
  readonly description: string
  readonly body_html: string
  readonly translations: Partial<Record<TranslationLanguage, ContentText | null>>
}

type EditorialPayload = Schema.Struct.Type<typeof EditorialPayloadFields>

/** What one kind of content adds to the editor: its own fields (typed as text), its contract, what a save makes stale. */
export interface ContentKind<Extra extends string, Entry extends EditorialEntry, Payload extends EditorialPayload> {
  readonly id: string
  readonly fields: ReadonlyArray<Extra>
  /** The contract of a save: the checks before it are the contract's, under their fields. */
  readonly schema: Schema.Top & { readonly Type: Payload }
  /** Its fields as an entry holds them, or a new entry's. */
  readonly values: (entry: Entry | null) => Readonly<Record<Extra, string>>
  /** Its part of the body of a save. */
  readonly payload: (values: FormValues<Extra>) => Omit<Payload, keyof EditorialPayload>
  /** The reads a save makes stale (the public ones too): declared with the kind, so no screen has to know. */
  readonly staleKeys: QueriesStale["keys"]
}

/** Input of a content form: the entry being edited, or null for a new one with the kind's fields it starts from (a FAQ item's section). */
export interface ContentFormInput<Entry> {
  readonly entry: Entry | null
  readonly defaults?: Readonly<Record<string, string>>
}

/** The call of a save: a new entry (`id` null) or one replaced. */
export interface SaveContentInput<Payload> {
  readonly id: number | null
  readonly payload: Payload
}

/** An ISO moment as a `datetime-local` input shows it, in the browser's time zone. */
export function momentToLocalInput(moment: string | null): string {
  if (moment === null) return ""
  const date = new Date(moment)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** A `datetime-local` value as the contract's moment; empty is none, anything else unreadable is left for the contract to refuse. */
export function localInputToMoment(value: string): string | null {
  if (value.trim() === "") return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : new Date(time).toISOString()
}

const languages = ["ua", "en"] as const satisfies ReadonlyArray<TranslationLanguage>

/** The editor's fields of an entry (a new one: an empty Polish draft). */
function editorialValues(entry: EditorialEntry | null): Record<EditorialField, string> {
  const values: Record<string, string> = {
    title: entry?.title ?? "",
    description: entry?.description ?? "",
    body_html: entry?.body_html ?? "",
    status: entry?.status ?? "draft",
    publish_at: momentToLocalInput(entry?.publish_at ?? null)
  }
  for (const language of languages) {
    const version = entry?.translations[language] ?? null
    values[language] = version === null ? "" : TRANSLATION_ON
    values[`${language}.title`] = version?.title ?? ""
    values[`${language}.description`] = version?.description ?? ""
    values[`${language}.body_html`] = version?.body_html ?? ""
  }
  return values as Record<EditorialField, string>
}

/** The editorial part of a save: a version removed is sent as null (the server drops it). */
function editorialPayload(values: FormValues<EditorialField>): EditorialPayload {
  const version = (language: TranslationLanguage) =>
    values[language] === TRANSLATION_ON
      ? { title: values[`${language}.title`], description: values[`${language}.description`], body_html: values[`${language}.body_html`] }
      : null
  return {
    title: values.title,
    description: values.description,
    body_html: values.body_html,
    translations: { ua: version("ua"), en: version("en") },
    status: values.status as ContentStatus,
    publish_at: localInputToMoment(values.publish_at)
  }
}

/** Where the text being edited would stand for readers at `now` if saved: a published one dated ahead is scheduled. */
export function contentFormState(values: FormValues<EditorialField>, now: Date): PublicationState {
  const publishAt = localInputToMoment(values.publish_at)
  return publicationState({ status: values.status === "published" ? "published" : "draft", publish_at: publishAt !== null && Number.isNaN(Date.parse(publishAt)) ? null : publishAt }, now)
}

/**
 * A contract's (or the server's) path as the editor's field: `translations.ua.title` is
 * `ua.title`; a path inside a field that holds several things (`attachments.0.url`) is that field.
 */
const byField = (fields: ReadonlyArray<string>, messages: Readonly<Record<string, string>>) => {
  const named: Record<string, string> = {}
  for (const [path, message] of Object.entries(messages)) {
    const field = path.replace(/^translations\./, "")
    named[fields.includes(field) ? field : field.split(".")[0]!] ??= message
  }
  return named
}

/** The kind's own fields among a new entry's defaults. */
const pickFields = <Extra extends string>(fields: ReadonlyArray<Extra>, defaults: Readonly<Record<string, string>> | undefined) =>
  Object.fromEntries(fields.flatMap((field) => (defaults?.[field] === undefined ? [] : [[field, defaults[field]]]))) as Partial<Record<Extra, string>>

/**
 * The editor of one kind of content (issue 19): the editorial fields and the kind's own, checked
 * against the kind's contract before the save (the Polish title required; a version added must
 * have its title too), sent as a new entry or a replacement; the server's field messages land on
 * their fields. A save ends the form with the entry as saved (its sanitised body, for the
 * preview) and makes the kind's reads stale.
 *
 * `send`: `SaveContentInput<Payload> → Entry` (contentCmsActors).
 */
export function contentFormMachine<const Extra extends string, Entry extends EditorialEntry, Payload extends EditorialPayload>(
  kind: ContentKind<Extra, Entry, Payload>
) {
  const fields: ReadonlyArray<EditorialField | Extra> = [...editorialFields, ...kind.fields]
  const body = (values: FormValues<EditorialField | Extra>) => ({ ...editorialPayload(values), ...kind.payload(values) }) as Payload
  return formMachine({
    id: kind.id,
    fields,
    initialValues: (input: ContentFormInput<Entry>) => ({
      ...editorialValues(input.entry),
      ...kind.values(input.entry),
      ...(input.entry === null ? pickFields(kind.fields, input.defaults) : {})
    }),
    check: (values) => ({ errors: messagesFor(fields, byField(fields, contractMessages(kind.schema, body(values)))), formError: null }),
    payload: (values, input): SaveContentInput<Payload> => ({ id: input.entry?.id ?? null, payload: body(values) }),
    failure: failureOnForm(fields, (names, messages) => messagesFor(names, byField(names, messages))),
    result: (output: Entry) => output,
    staleKeys: () => kind.staleKeys,
    successToast: () => "CONTENT_SAVED"
  })
}
