import { formText, type SupportFacilityField } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FieldMessage, type FormHandle } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useTags } from "../../../shared/tags"

const tagFields = ["specialization", "ownership", "features"] as const satisfies ReadonlyArray<SupportFacilityField>

/** The facility's tags, one group of checkboxes a type: specialization, ownership, amenities. */
export function FacilityTags({ form }: { readonly form: FormHandle<SupportFacilityField, unknown> }) {
  const { t } = useTranslation("support")
  const tags = useTags()
  return (
    <>
      {tagFields.map((field) => {
        const chosen = formText.ids(form.values[field])
        const toggle = (id: string) =>
          form.change(field, formText.ofIds(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]))
        return (
          <fieldset key={field} className={`field support-facilities__tags${form.errors[field] ? " field--invalid" : ""}`}>
            <legend className="field__label">{t(`FACILITIES_TAGS_${field}`)}</legend>
            <div className="support-facilities__chips">
              {tags.filter((tag) => tag.type === field).map((tag) => (
                <label key={tag.id} className="support-facilities__chip">
                  <input type="checkbox" checked={chosen.includes(tag.id)} onChange={() => toggle(tag.id)} />
                  {t(keyFromData(tag.display), { ns: "common" })}
                </label>
              ))}
            </div>
            {form.errors[field] === undefined ? null : <FieldMessage messageKey={form.errors[field]} />}
          </fieldset>
        )
      })}
    </>
  )
}
