import { type PageTemplate, readyMachines, themeKeys } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormGrid, MachineForm, SelectField, Switch, TextAreaField, TextField, useForm } from "../../../shared/forms"
import { useReadyMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"
import { SupportFormError } from "../SupportFormError"
import { TemplateImageInput } from "./TemplateImageInput"
import { useWhenSaved } from "../useWhenSaved"

/**
 * Creating a website template (`template` null) or editing one (core's pageTemplateForm); its
 * picture is uploaded through the avatar input, whose URL the form's `image` takes.
 */
export function TemplateForm({ template, onClose }: { readonly template: PageTemplate | null; readonly onClose: () => void }) {
  const { t } = useTranslation(["support", "common"])
  const form = useForm(useReadyMachine(readyMachines.pageTemplateForm), { ns: "support", input: { template } })
  const done = form.result !== null
  useWhenSaved(done, onClose)
  return (
    <div className="support-catalogue__form" data-testid="template-form">
      <SupportFormError error={form.formError} />
      <MachineForm form={form}>
        <FormGrid>
          <SelectField
            {...form.field("key")}
            label={t("TEMPLATE_KEY")}
            placeholder={t("TEMPLATE_KEY")}
            options={themeKeys.map((key) => ({ value: key, label: key }))}
            required
          />
          <TextField {...form.field("name")} label={t("TEMPLATE_NAME")} required />
        </FormGrid>
        <TextAreaField {...form.field("description")} label={t("TEMPLATE_DESCRIPTION")} rows={3} />
        <TemplateImageInput src={form.values.image} onUploaded={(url) => form.change("image", url)} onRemove={() => form.change("image", "")} />
        <Switch label={t("TEMPLATE_VISIBLE")} checked={form.values.is_visible === "true"} onChange={(checked) => form.change("is_visible", String(checked))} />
        <div className="support-item__actions">
          <Button type="submit" variant="primary" disabled={form.pending || done} data-testid="template-save">
            {t("TEMPLATE_SAVE")}
          </Button>
          <Button disabled={form.pending} onClick={onClose}>
            {t("common:CANCEL")}
          </Button>
        </div>
      </MachineForm>
    </div>
  )
}
