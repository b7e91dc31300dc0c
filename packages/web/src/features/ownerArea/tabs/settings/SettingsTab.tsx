import { readyMachines, type FacilitySettingsField } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Switch } from "../../../../shared/forms"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { recordVersion, useFacilityForm } from "../useFacilityForm"

const switches: ReadonlyArray<FacilitySettingsField> = ["notify_new_opinions", "notify_new_questions", "active"]

function SettingsForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useFacilityForm(readyMachines.facilitySettingsForm, facility)
  return (
    <TabForm form={form} testId="settings-form">
      {switches.map((field) => (
        <Switch
          key={field}
          label={t(`SETTINGS_${field}`)}
          checked={form.values[field] === "true"}
          onChange={(checked) => form.change(field, String(checked))}
        />
      ))}
    </TabForm>
  )
}

/** Facility settings (management 2.4): mail on new opinions, on new questions, and whether the facility is active. */
export default function SettingsTab({ facility }: OwnerTabProps) {
  return <SettingsForm key={recordVersion(facility)} facility={facility} />
}
