import { ratingAspects } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormAlert } from "../../../shared/forms"
import type { StepProps } from "./StepProps"
import { keyFromData } from "../../../shared/i18n/keyFromData"

/** Step 5: everything once more before sending; what the server refused without a field shows here. */
export function SummaryStep({ context }: StepProps) {
  const { t } = useTranslation(["opinionWizard", "common"])
  const { draft, formError } = context
  return (
    <>
      {formError !== null && (
        <FormAlert tone="error">
          {t(`common:${formError}`, { defaultValue: t("common:ERROR_UNKNOWN") })} {context.canRetry ? t("TRY_SENDING_AGAIN") : null}
        </FormAlert>
      )}
      <dl className="wizard__summary" data-testid="opinion-summary">
        {ratingAspects.map((aspect) => (
          <div key={aspect}>
            <dt>{t(keyFromData(`ASPECT_${aspect.toUpperCase()}`))}</dt>
            <dd>{draft[aspect] === null ? "–" : t(keyFromData(`RATING_${draft[aspect]}`))}</dd>
          </div>
        ))}
        <div>
          <dt>{t("PROS")}</dt>
          <dd>{draft.pros.trim() || "–"}</dd>
        </div>
        <div>
          <dt>{t("CONS")}</dt>
          <dd>{draft.cons.trim() || "–"}</dd>
        </div>
        <div>
          <dt>{t("COMMENT")}</dt>
          <dd className="wizard__text">{draft.comment.trim()}</dd>
        </div>
        <div>
          <dt>{t("SIGNED_AS")}</dt>
          <dd>{`${draft.name.trim()} ${draft.surname.trim()}`}</dd>
        </div>
      </dl>
      <p className="wizard__note">{t("MODERATION_NOTE")}</p>
    </>
  )
}
