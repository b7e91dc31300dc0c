import { readyMachines, type Tag, TagType } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormGrid, IconPicker, isIconChoice, MachineForm, SelectField, TextField, useForm } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"
import { SupportFormError } from "../SupportFormError"
import { useWhenSaved } from "../useWhenSaved"

/** Creating a tag (`tag` null) or editing one (core's tagForm): its key, type, slug, icon and a label per language. */
export function TagForm({ tag, onClose }: { readonly tag: Tag | null; readonly onClose: () => void }) {
  const { t } = useTranslation(["support", "common"])
  const form = useForm(useReadyMachine(readyMachines.tagForm), { ns: "support", input: { tag } })
  const done = form.result !== null
  useWhenSaved(done, onClose)
  return (
    <div className="support-catalogue__form" data-testid="tag-form">
      <SupportFormError error={form.formError} />
      <MachineForm form={form}>
        <FormGrid>
          <TextField {...form.field("key")} label={t("TAG_KEY")} required />
          <SelectField
            {...form.field("type")}
            label={t("TAG_TYPE")}
            placeholder={t("TAG_TYPE")}
            options={TagType.literals.map((type) => ({ value: type, label: t(keyFromData(`support:TYPE_${type}`)) }))}
            required
          />
          <TextField {...form.field("display")} label={t("TAG_DISPLAY")} required />
          <TextField {...form.field("param")} label={t("TAG_PARAM")} required />
          <TextField {...form.field("name_pl")} label={t("TAG_NAME_PL")} required />
          <TextField {...form.field("name_ua")} label={t("TAG_NAME_UA")} required />
          <TextField {...form.field("name_en")} label={t("TAG_NAME_EN")} required />
        </FormGrid>
        <IconPicker
          label={t("TAG_ICON")}
          placeholder={t("TAG_ICON_NONE")}
          value={isIconChoice(form.values.icon) ? form.values.icon : null}
          onChange={(icon) => form.change("icon", icon)}
        />
        <div className="support-item__actions">
          <Button type="submit" variant="primary" disabled={form.pending || done} data-testid="tag-save">
            {t("TAG_SAVE")}
          </Button>
          <Button disabled={form.pending} onClick={onClose}>
            {t("common:CANCEL")}
          </Button>
        </div>
      </MachineForm>
    </div>
  )
}
