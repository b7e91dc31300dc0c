import { extraClassesOf, readyMachines, type ExtraClass } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormGrid, Sized, TextAreaField, TextField } from "../../../../shared/forms"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { useFacilityForm } from "../useFacilityForm"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

/** The extra classes (management 2.4): each a name and a description; added, edited and removed, then saved together. */
export function ExtraClassesForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useFacilityForm(readyMachines.facilityExtraClassesForm, facility)
  const classes = extraClassesOf(form.values.extra_classes)
  const set = (next: ReadonlyArray<ExtraClass>) => form.change("extra_classes", JSON.stringify(next))
  const edit = (index: number, change: Partial<ExtraClass>) => set(classes.map((item, at) => (at === index ? { ...item, ...change } : item)))
  // A class without a name is what FIELD_REQUIRED is about: it stands under each empty name.
  const nameRequired = form.errors.extra_classes === "FIELD_REQUIRED"
  return (
    <TabForm form={form} testId="extra-classes-form">
      <h2 className="owner-tab__subtitle">{t("EXTRA_CLASSES")}</h2>
      {classes.map((item, index) => (
        <div key={index} className="owner-extra-class" data-testid={`extra-class-${index}`}>
          <FormGrid>
            <Sized size={3}>
              <TextField
                name={`extra_class_name_${index}`}
                label={t("EXTRA_CLASS_NAME")}
                required
                value={item.name}
                error={nameRequired && item.name.trim() === "" ? "FIELD_REQUIRED" : undefined}
                onChange={(event) => edit(index, { name: event.target.value })}
              />
            </Sized>
            <Sized size={3}>
              <TextAreaField
                name={`extra_class_description_${index}`}
                label={t("EXTRA_CLASS_DESCRIPTION")}
                value={item.description}
                rows={3}
                onChange={(event) => edit(index, { description: event.target.value })}
              />
            </Sized>
          </FormGrid>
          <Button variant="ghost" onClick={() => set(classes.filter((_, at) => at !== index))}>
            {t("REMOVE")}
          </Button>
        </div>
      ))}
      {form.errors.extra_classes === undefined || nameRequired ? null : <p className="field__error">{t(keyFromData(form.errors.extra_classes), { ns: "common" })}</p>}
      <Button variant="ghost" data-testid="add-extra-class" onClick={() => set([...classes, { name: "", description: "" }])}>
        {t("ADD_EXTRA_CLASS")}
      </Button>
    </TabForm>
  )
}
