import { PublicationPatch, PublicationPayload } from "../api/publications"
import {
  PUBLICATION_ATTACHMENTS_MAX,
  publicationCategories,
  publicationVisibilities,
  type Publication,
  type PublicationAttachment,
  type PublicationCategory,
  type PublicationVisibility
} from "../domain/publication"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { facilityKeys } from "../queries/queryKeys"

const publicationFields = ["title", "content", "category", "visibility", "holiday", "attachments"] as const
/**
 * The fields of a news item (management 2.4 publications). `attachments` holds the uploaded files
 * JSON-encoded (management 2.11: a 'multi' value is stored JSON-encoded); `holiday` a holiday
 * tag's id or '' for none.
 */
export type PublicationField = (typeof publicationFields)[number]

/** Input of {@link publicationFormMachine}: the facility, the item edited (null: a new one), and whether the writer may choose the visibility. */
export interface PublicationFormInput {
  readonly facilityRef: string
  readonly publication: Publication | null
  /** A moderator (management 6: "Visibility can be set by moderators only"); core's userModeratesPublications. */
  readonly moderator: boolean
}

/** What the `send` actor is given: a new item (`publicationId` null) or the changed fields of one. */
export type PublicationSaveInput =
  | { readonly facilityRef: string; readonly publicationId: null; readonly publication: PublicationPayload }
  | { readonly facilityRef: string; readonly publicationId: number; readonly publication: PublicationPatch }

/** The files of the `attachments` field; an unreadable value holds none. */
export function attachmentsOf(value: string): ReadonlyArray<PublicationAttachment> {
  if (value === "") return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as ReadonlyArray<PublicationAttachment>) : []
  } catch {
    return []
  }
}

/** The `attachments` field's value for these files. */
export const attachmentsValue = (files: ReadonlyArray<PublicationAttachment>): string => JSON.stringify(files)

const isCategory = (value: string): value is PublicationCategory => (publicationCategories as ReadonlyArray<string>).includes(value)
const isVisibility = (value: string): value is PublicationVisibility => (publicationVisibilities as ReadonlyArray<string>).includes(value)

/**
 * The item as typed, as the contract's payload: a writer who is no moderator publishes it public,
 * and an item they edit keeps the visibility it has.
 */
export function publicationPayload(values: FormValues<PublicationField>, input: PublicationFormInput): PublicationPayload {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    // An unknown category is sent as typed, for the contract's check to name it.
    category: values.category as PublicationCategory,
    visibility: input.moderator && isVisibility(values.visibility) ? values.visibility : input.publication?.visibility ?? "public",
    holiday: values.holiday === "" ? null : values.holiday,
    attachments: attachmentsOf(values.attachments).map((file) => file.url)
  }
}

/** The fields of a saved item that differ from what is typed: what an edit sends. */
export function publicationChanges(saved: Publication, payload: PublicationPayload): PublicationPatch {
  const savedUrls = saved.attachments.map((file) => file.url)
  const urls = payload.attachments ?? []
  return {
    ...(payload.title === saved.title ? {} : { title: payload.title }),
    ...(payload.content === saved.content ? {} : { content: payload.content }),
    ...(payload.category === saved.category ? {} : { category: payload.category }),
    ...(payload.visibility === undefined || payload.visibility === saved.visibility ? {} : { visibility: payload.visibility }),
    ...((payload.holiday ?? null) === saved.holiday ? {} : { holiday: payload.holiday ?? null }),
    ...(urls.length === savedUrls.length && urls.every((url, i) => url === savedUrls[i]) ? {} : { attachments: urls })
  }
}

/**
 * The item's checks (management 2.4, 5): a title and content (FIELD_REQUIRED), a category of the
 * list (FIELD_REQUIRED when none is chosen), at most PUBLICATION_ATTACHMENTS_MAX files
 * (TOO_MANY_ITEMS), the contract's lengths; an edit that changes nothing is NO_CHANGES_TO_SAVE.
 */
export function checkPublicationForm(values: FormValues<PublicationField>, input: PublicationFormInput): FormVerdict<PublicationField> {
  const payload = publicationPayload(values, input)
  const required: Partial<Record<PublicationField, string>> = {
    ...(payload.title === "" ? { title: "FIELD_REQUIRED" } : {}),
    ...(payload.content === "" ? { content: "FIELD_REQUIRED" } : {}),
    ...(isCategory(values.category) ? {} : { category: "FIELD_REQUIRED" }),
    ...((payload.attachments ?? []).length > PUBLICATION_ATTACHMENTS_MAX ? { attachments: "TOO_MANY_ITEMS" } : {})
  }
  const errors = { ...messagesFor(publicationFields, contractMessages(PublicationPayload, payload)), ...required }
  const unchanged = input.publication !== null && Object.keys(publicationChanges(input.publication, payload)).length === 0
  return { errors, formError: Object.keys(errors).length === 0 && unchanged ? "NO_CHANGES_TO_SAVE" : null }
}

/**
 * Writing a news item (management 2.4 publications, premium only): title, rich content (the
 * editor's HTML; the server sanitises it), category, visibility — offered to moderators only,
 * anyone else publishes public —, an optional calendar holiday and the attachments (uploaded
 * one by one beforehand, classified per management 3). A new item is created with
 * PUBLICATION_ADDED; an edited one sends only its changed fields, with PUBLICATION_UPDATED.
 * A refusal shows under its field; a facility that is not premium (ERROR_PREMIUM_REQUIRED) or
 * no answer, as the form's message.
 *
 * `send`: `PublicationSaveInput → Publication` (ownerTabActors' `savePublication`).
 */
export const publicationFormMachine = formMachine({
  id: "publicationForm",
  fields: publicationFields,
  initialValues: ({ publication }: PublicationFormInput) =>
    publication === null
      ? { visibility: "public", attachments: attachmentsValue([]) }
      : {
          title: publication.title,
          content: publication.content,
          category: publication.category,
          visibility: publication.visibility,
          holiday: publication.holiday ?? "",
          attachments: attachmentsValue(publication.attachments)
        },
  check: (values, input: PublicationFormInput) => checkPublicationForm(values, input),
  payload: (values, input: PublicationFormInput): PublicationSaveInput => {
    const payload = publicationPayload(values, input)
    return input.publication === null
      ? { facilityRef: input.facilityRef, publicationId: null, publication: payload }
      : { facilityRef: input.facilityRef, publicationId: input.publication.id, publication: publicationChanges(input.publication, payload) }
  },
  failure: failureOnForm(publicationFields),
  result: (publication: Publication) => publication,
  successToast: (input: PublicationFormInput) => (input.publication === null ? "PUBLICATION_ADDED" : "PUBLICATION_UPDATED"),
  // Every page of the facility's news items.
  staleKeys: (input: PublicationFormInput) => [facilityKeys.publications(input.facilityRef)]
})
