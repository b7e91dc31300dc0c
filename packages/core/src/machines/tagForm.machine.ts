import { TagPayload } from "../api/supportCatalogue"
import type { TagSaveInput } from "../actors/catalogueActors"
import type { Tag, TagIcon, TagType } from "../domain/tag"
import { tagChangeKeys } from "../queries/catalogueQueries"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm } from "./formFailure"

const tagFields = ["key", "type", "display", "param", "icon", "name_pl", "name_ua", "name_en"] as const
/** The fields of a tag (management 3 Tag): its key, type, translation key, slug, icon and a label per language. */
export type TagField = (typeof tagFields)[number]

/** Input of {@link tagFormMachine}: the tag edited, or null for a new one. */
export interface TagFormInput {
  readonly tag: Tag | null
}

/** The contract's field paths as the form's fields ('names.pl' is `name_pl`). */
const fieldOfPath = (path: string): TagField | null => {
  const field = path.replace(/^names\./, "name_")
  return (tagFields as ReadonlyArray<string>).includes(field) ? (field as TagField) : null
}

/** The messages of a field-path map under the form's fields. */
const onTagFields = (_fields: ReadonlyArray<TagField>, messages: Readonly<Record<string, string | ReadonlyArray<string>>>) => {
  const result: Partial<Record<TagField, string>> = {}
  for (const [path, message] of Object.entries(messages)) {
    const field = fieldOfPath(path)
    const first = typeof message === "string" ? message : message[0]
    if (field !== null && first !== undefined && result[field] === undefined) result[field] = first
  }
  return result
}

/** The tag as typed: trimmed, with no icon when none is chosen. */
export function tagPayload(values: FormValues<TagField>): TagPayload {
  return {
    key: values.key.trim(),
    type: values.type as TagType,
    display: values.display.trim(),
    param: values.param.trim(),
    icon: values.icon === "" ? null : (values.icon as TagIcon),
    names: { pl: values.name_pl.trim(), ua: values.name_ua.trim(), en: values.name_en.trim() }
  }
}

/** The contract's TagPayload checks: every field but the icon filled, a known type and icon, a lower-case slug (TAG_PARAM_INVALID). */
export function checkTagForm(values: FormValues<TagField>): FormVerdict<TagField> {
  return { errors: onTagFields(tagFields, contractMessages(TagPayload, tagPayload(values))), formError: null }
}

/**
 * Creating or editing a tag in the support panel (management 2.9 Tags, 3 Tag): opens empty or
 * with the tag; saves it whole; a slug or key another tag of the type has shows under its field
 * (TAG_PARAM_TAKEN, TAG_KEY_TAKEN), a type change of a tag in use as the form's message
 * (ERROR_TAG_IN_USE). Everyone's tag list is read again.
 *
 * `send`: `{ id, tag } → Tag` (catalogueActors' `saveTag`).
 */
export const tagFormMachine = formMachine({
  id: "tagForm",
  fields: tagFields,
  initialValues: ({ tag }: TagFormInput) =>
    tag === null
      ? { type: "features" }
      : {
        key: tag.key,
        type: tag.type,
        display: tag.display,
        param: tag.param,
        icon: tag.icon ?? "",
        name_pl: tag.names?.pl ?? "",
        name_ua: tag.names?.ua ?? "",
        name_en: tag.names?.en ?? ""
      },
  check: (values) => checkTagForm(values),
  payload: (values, { tag }: TagFormInput): TagSaveInput => ({ id: tag?.id ?? null, tag: tagPayload(values) }),
  failure: failureOnForm(tagFields, onTagFields),
  result: (tag: Tag) => tag,
  successToast: ({ tag }: TagFormInput) => (tag === null ? "TAG_CREATED" : "TAG_UPDATED"),
  staleKeys: () => tagChangeKeys
})
