import { amenitiesCountProblem, amenityEditsLeft, readyMachines, formText, limitOf, profileLimitKeys, type Tag } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { FieldMessage, IconPicker, iconChoices, isIconChoice, type IconChoice } from "../../../../shared/forms"
import { useTags } from "../../../../shared/tags"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { useFacilityForm } from "../useFacilityForm"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

/** The amenity tags (type 'features'), or those with one icon when the filter picked it. */
const amenityTags = (tags: ReadonlyArray<Tag>, icon: IconChoice | null) =>
  tags.filter((tag) => tag.type === "features" && (icon === null || tag.icon === icon))

/**
 * The amenities (management 2.4, 9): amenity tags toggled on and off within the package's count
 * ('chosen / limit'), filtered by icon; saved alone, counted against the edits a month.
 */
export function AmenitiesForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useFacilityForm(readyMachines.facilityAmenitiesForm, facility)
  const [icon, setIcon] = useState<IconChoice | null>(null)
  const chosen = formText.ids(form.values.features)
  const limit = limitOf(facility.limits, profileLimitKeys.AMENITIES)
  const toggle = (id: string) => {
    form.clearError("features")
    form.change("features", formText.ofIds(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]))
  }
  return (
    <TabForm form={form} testId="amenities-form">
      <fieldset className={`field${form.errors.features ? " field--invalid" : ""}`}>
        <legend className="field__label">{t("FIELD_features")}</legend>
        <div className="owner-amenities__bar">
          <span data-testid="amenities-count" className={amenitiesCountProblem(chosen.length, limit) === null ? undefined : "owner-count--over"}>
            {t("CHOSEN_OF_LIMIT", { count: chosen.length, limit })}
          </span>
          <span className="field__hint" data-testid="amenities-edits-left">{t("AMENITY_EDITS_LEFT", { count: amenityEditsLeft(facility) })}</span>
          <IconPicker label={t("FILTER_BY_ICON")} value={icon} onChange={setIcon} asFilter placeholder={icon === null ? t("FILTER_BY_ICON") : iconChoices[icon]} />
          {icon === null ? null : (
            <Button variant="ghost" onClick={() => setIcon(null)}>
              {t("SHOW_ALL")}
            </Button>
          )}
        </div>
        <div className="owner-amenities__chips">
          {amenityTags(useTags(), icon).map((tag) => (
            <label key={tag.id} className={`owner-chip${chosen.includes(tag.id) ? " owner-chip--on" : ""}`}>
              <input type="checkbox" checked={chosen.includes(tag.id)} onChange={() => toggle(tag.id)} data-testid={`amenity-${tag.key}`} />
              {isIconChoice(tag.icon) ? <span aria-hidden="true">{iconChoices[tag.icon]}</span> : null}
              <span className="owner-chip__label">{t(keyFromData(tag.display), { ns: "common" })}</span>
            </label>
          ))}
        </div>
        {form.errors.features === undefined ? null : <FieldMessage messageKey={form.errors.features} />}
      </fieldset>
    </TabForm>
  )
}
