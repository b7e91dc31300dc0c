import type { TemplateSaveInput } from "../actors/catalogueActors"
import { PageTemplatePayload } from "../api/webPages"
import type { PageTemplate, ThemeKey } from "../domain/webPage"
import { templateChangeKeys } from "../queries/catalogueQueries"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const templateFields = ["key", "name", "description", "image", "is_visible"] as const
/** The fields of a website template (management 2.9 Templates): its theme, name, description, image and whether owners see it. */
export type TemplateField = (typeof templateFields)[number]

/** Input of {@link pageTemplateFormMachine}: the template edited, or null for a new one. */
export interface TemplateFormInput {
  readonly template: PageTemplate | null
}

/** The template as typed; `is_visible` is the switch's "true" or "false". */
export function templatePayload(values: FormValues<TemplateField>): TemplateSaveInput["template"] {
  return {
    key: values.key as ThemeKey,
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    is_visible: values.is_visible === "true"
  }
}

/** The contract's PageTemplatePayload checks: a known theme, a name, lengths. */
export function checkTemplateForm(values: FormValues<TemplateField>): FormVerdict<TemplateField> {
  return { errors: messagesFor(templateFields, contractMessages(PageTemplatePayload, templatePayload(values))), formError: null }
}

/**
 * Creating or editing a website template in the support panel (management 2.9 Templates): a
 * hidden one ("Is Visible?" off) is not offered in the owners' website builder. Support's list
 * and the builder's are read again.
 *
 * `send`: `{ id, template } → PageTemplate` (catalogueActors' `saveTemplate`).
 */
export const pageTemplateFormMachine = formMachine({
  id: "pageTemplateForm",
  fields: templateFields,
  initialValues: ({ template }: TemplateFormInput) =>
    template === null
      ? { key: "crayons", is_visible: "true" }
      : { key: template.key, name: template.name, description: template.description, image: template.image, is_visible: String(template.is_visible) },
  check: (values) => checkTemplateForm(values),
  payload: (values, { template }: TemplateFormInput): TemplateSaveInput => ({ id: template?.id ?? null, template: templatePayload(values) }),
  failure: failureOnForm(templateFields),
  result: (template: PageTemplate) => template,
  successToast: ({ template }: TemplateFormInput) => (template === null ? "TEMPLATE_CREATED" : "TEMPLATE_UPDATED"),
  staleKeys: () => templateChangeKeys
})
