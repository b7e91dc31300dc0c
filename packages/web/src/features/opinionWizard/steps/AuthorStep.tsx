import { useTranslation } from "react-i18next"
import { draftField, TextField } from "../../../shared/forms"
import type { StepProps } from "./StepProps"

/** Step 4: the first name and surname the opinion is signed with, at least 3 characters each (spec 5). */
export function AuthorStep(props: StepProps) {
  const { t } = useTranslation("opinionWizard")
  return (
    <>
      <p className="wizard__note">{t("AUTHOR_NOTE")}</p>
      <div className="wizard__row">
        <TextField {...draftField(props, "name")} label={t("NAME")} autoComplete="given-name" required />
        <TextField {...draftField(props, "surname")} label={t("SURNAME")} autoComplete="family-name" required />
      </div>
    </>
  )
}
