import { acceptedWithOthersOpen, readyMachines, type ApplicationSubmission } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../shared/forms"
import { Button } from "../../shared/ui/Button"
import { ApplicationItem } from "./ApplicationItem"

/**
 * One form sent to several facilities (issue 20): each facility's copy in the parent's order
 * and, once one facility accepted while others are still open, the question whether to
 * withdraw the others, answered with one button.
 */
export function SubmissionItem({ submission }: { readonly submission: ApplicationSubmission }) {
  const { t } = useTranslation(["account", "common"])
  const accepted = acceptedWithOthersOpen(submission.copies)
  const withdrawOthers = useCommand(readyMachines.applicationWithdrawal, { ns: "account", successToast: "APPLICATIONS_WITHDRAWN_TOAST" })
  const [first] = submission.copies
  return (
    <li className="account-submission" data-testid="my-submission">
      <h2 className="account-submission__title">
        {t("SUBMISSION_TITLE", { child: first === undefined ? "" : `${first.child_name} ${first.child_surname}`, count: submission.copies.length })}
      </h2>
      {accepted === null ? null : (
        <div className="card account-submission__prompt" role="status" data-testid="withdraw-others-prompt">
          <p>{t("ACCEPTED_WITHDRAW_OTHERS", { facility: accepted.facility_name })}</p>
          <Button
            variant="primary"
            disabled={withdrawOthers.running || withdrawOthers.done}
            onClick={() => withdrawOthers.run({ applicationId: accepted.id, scope: "others" })}
            data-testid="withdraw-others"
          >
            {t("WITHDRAW_OTHERS")}
          </Button>
        </div>
      )}
      <ol className="account-list">
        {submission.copies.map((application) => (
          <ApplicationItem key={application.id} application={application} copies={submission.copies.length} />
        ))}
      </ol>
    </li>
  )
}
