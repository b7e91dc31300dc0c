import { useTranslation } from "react-i18next"

/** How a claim goes, before it starts (management 2.7: the capture step 'instruction'). */
export function InstructionStep() {
  const { t } = useTranslation("claim")
  return (
    <div className="claim__instruction">
      <p>{t("INSTRUCTION_TEXT")}</p>
      <ol>
        <li>{t("INSTRUCTION_DATA")}</li>
        <li>{t("INSTRUCTION_LOCATION")}</li>
        <li>{t("INSTRUCTION_DOCUMENTS")}</li>
        <li>{t("INSTRUCTION_REVIEW")}</li>
      </ol>
    </div>
  )
}
