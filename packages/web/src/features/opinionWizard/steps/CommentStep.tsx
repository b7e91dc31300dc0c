import { OPINION_MIN_LENGTH } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { draftField, TextAreaField } from "../../../shared/forms"
import type { StepProps } from "./StepProps"

/** Step 3: the comment everyone will read, at least 50 characters, counted live as it is typed (spec 5). */
export function CommentStep(props: StepProps) {
  const { t } = useTranslation("opinionWizard")
  const count = props.context.draft.comment.trim().length
  const enough = count >= OPINION_MIN_LENGTH
  return (
    <TextAreaField
      {...draftField(props, "comment")}
      label={t("COMMENT")}
      required
      rows={8}
      hint={
        <span className={enough ? "wizard__count wizard__count--enough" : "wizard__count"} data-testid="comment-count">
          {t(enough ? "COMMENT_COUNT_ENOUGH" : "COMMENT_COUNT", { count, min: OPINION_MIN_LENGTH })}
        </span>
      }
    />
  )
}
