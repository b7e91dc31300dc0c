import { useTranslation } from "react-i18next"
import { draftField, TextAreaField } from "../../../shared/forms"
import type { StepProps } from "./StepProps"

/** Step 2: pros and cons, both optional and seen only by the facility and the author (spec 2.8, 3.7). */
export function ProsConsStep(props: StepProps) {
  const { t } = useTranslation("opinionWizard")
  return (
    <>
      <p className="wizard__note">{t("PROS_CONS_PRIVATE")}</p>
      <TextAreaField {...draftField(props, "pros")} label={t("PROS")} hint={t("OPTIONAL")} rows={4} />
      <TextAreaField {...draftField(props, "cons")} label={t("CONS")} hint={t("OPTIONAL")} rows={4} />
    </>
  )
}
