import { AGE_GROUPS, formatDate, limitOf, placesField, profileLimitKeys, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormGrid, Sized, Switch, TextAreaField, TextField } from "../../../../shared/forms"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { recordVersion, useFacilityForm } from "../useFacilityForm"

function RecruitmentForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useFacilityForm(readyMachines.facilityRecruitmentForm, facility)
  // The basic package has no text in the recruitment description (management 9); clearing it stays possible.
  const textAllowed = limitOf(facility.limits, profileLimitKeys.RECRUITMENT_DESCRIPTION) !== 0
  return (
    <TabForm form={form} testId="recruitment-form">
      <Switch
        label={t("FIELD_recruitment_active")}
        checked={form.values.recruitment_active === "true"}
        onChange={(on) => form.change("recruitment_active", String(on))}
      />
      <TextAreaField
        {...form.field("recruitment_description")}
        label={t("FIELD_recruitment_description")}
        disabled={!textAllowed && form.values.recruitment_description === ""}
        hint={textAllowed ? undefined : t("RECRUITMENT_TEXT_PREMIUM")}
        rows={5}
      />
      <Switch label={t("FIELD_vacancies")} checked={form.values.vacancies === "true"} onChange={(on) => form.change("vacancies", String(on))} />
      <fieldset className="owner-tab__vacancies">
        <legend className="field__label">{t("VACANCIES_BY_AGE")}</legend>
        <FormGrid>
          {AGE_GROUPS.map((group) => (
            <Sized key={group} size={1}>
              <TextField {...form.field(placesField(group))} label={t(`AGE_GROUP_${group}`)} type="number" inputMode="numeric" min={0} />
            </Sized>
          ))}
        </FormGrid>
        <p className="field__hint" data-testid="vacancies-updated">
          {facility.vacancies_updated_at === null
            ? t("VACANCIES_NEVER_UPDATED")
            : t("VACANCIES_UPDATED_ON", { date: formatDate(facility.vacancies_updated_at) })}
        </p>
      </fieldset>
    </TabForm>
  )
}

/** Recruitment (management 2.4): active, its description, the vacancies flag and free places per age group with their date. */
export default function RecruitmentTab({ facility }: OwnerTabProps) {
  return <RecruitmentForm key={recordVersion(facility)} facility={facility} />
}
