import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm } from "../../../shared/forms"
import "./tabs.css"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { Button } from "../../../shared/ui/Button"

interface TabFormProps {
  readonly form: { readonly pending: boolean; readonly rejections: number; readonly submit: () => void; readonly formError: string | null }
  readonly testId: string
  readonly children: ReactNode
}

/**
 * A tab's form with its save button and its message: "No changes to save." as a notice, any
 * other (ERROR_ACTION_LIMIT_MET, no connection) as an error.
 */
export function TabForm({ form, testId, children }: TabFormProps) {
  const { t } = useTranslation("ownerArea")
  return (
    <MachineForm form={form}>
      <div data-testid={testId}>
        {children}
        {form.formError === null ? null : (
          <FormAlert tone={form.formError === "NO_CHANGES_TO_SAVE" ? "info" : "error"}>
            <span data-testid="form-message">{t(keyFromData(form.formError), { ns: ["ownerArea", "common"] })}</span>
          </FormAlert>
        )}
        <div className="owner-tab__actions">
          <Button type="submit" variant="primary" disabled={form.pending} data-testid="save">
            {t("SAVE", { ns: "common" })}
          </Button>
        </div>
      </div>
    </MachineForm>
  )
}
