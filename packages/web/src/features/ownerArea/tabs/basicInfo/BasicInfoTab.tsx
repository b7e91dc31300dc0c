import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormGrid, Sized, Switch, TextField, TimeField } from "../../../../shared/forms"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { recordVersion, useFacilityForm } from "../useFacilityForm"

/** The three days of the opening hours: each an opening and a closing field, and a flag for the weekend. */
const days = [
  { label: "HOURS_WEEKDAYS", open: "open_at", close: "close_at", flag: null },
  { label: "HOURS_SATURDAY", open: "saturday_open_at", close: "saturday_close_at", flag: "is_open_saturday" },
  { label: "HOURS_SUNDAY", open: "sunday_open_at", close: "sunday_close_at", flag: "is_open_sunday" }
] as const

function BasicInfoForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useFacilityForm(readyMachines.facilityBasicInfoForm, facility)
  const number = (field: "children_count" | "tuition_from" | "tuition_to") => (
    <TextField {...form.field(field)} label={t(`FIELD_${field}`)} type="number" inputMode="numeric" min={0} />
  )
  return (
    <TabForm form={form} testId="basic-info-form">
      <FormGrid>
        <Sized size={1}>{number("children_count")}</Sized>
        <Sized size={2}>
          <TextField {...form.field("tuition")} label={t("FIELD_tuition")} hint={t("FIELD_tuition_HINT")} />
        </Sized>
        <Sized size={1}>{number("tuition_from")}</Sized>
        <Sized size={1}>{number("tuition_to")}</Sized>
      </FormGrid>
      {days.map((day) => (
        <fieldset key={day.label} className="owner-tab__days">
          <legend className="field__label">{t(day.label)}</legend>
          {day.flag === null ? null : (
            <Switch label={t(`FIELD_${day.flag}`)} checked={form.values[day.flag] === "true"} onChange={(on) => form.change(day.flag, String(on))} />
          )}
          <FormGrid>
            {[day.open, day.close].map((field) => (
              <Sized key={field} size={1}>
                <TimeField
                  name={field}
                  label={t(field === day.open ? "OPENS_AT" : "CLOSES_AT")}
                  value={form.values[field]}
                  error={form.errors[field]}
                  onClearError={() => form.clearError(field)}
                  onChange={(minutes) => form.change(field, minutes)}
                />
              </Sized>
            ))}
          </FormGrid>
        </fieldset>
      ))}
    </TabForm>
  )
}

/** Basic info (management 2.4): children, tuition as text and from/to, the hours of each day in minutes, the weekend flags. */
export default function BasicInfoTab({ facility }: OwnerTabProps) {
  return <BasicInfoForm key={recordVersion(facility)} facility={facility} />
}
