import { myApplicationsQuery, submissionsOf } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { pathTo } from "../../shared/routing/paths"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { AccountShell } from "./AccountShell"
import { ApplicationItem } from "./ApplicationItem"
import { SubmissionItem } from "./SubmissionItem"

/**
 * My recruitment applications (spec 2.9, 3.10): to which facility, for which child, and where each
 * stands; the copies of one form sent to several facilities together, in my order (issue 20).
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const applications = useQuery({ ...myApplicationsQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_applications" title={t("common:MY_APPLICATIONS")}>
      <ReadState
        query={applications}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_APPLICATIONS")} subtitle={t("NO_APPLICATIONS_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-applications">
            {submissionsOf(list).map((submission) => {
              const [only] = submission.copies
              // An application sent to one facility alone is no submission of several.
              return only !== undefined && only.group_id === null ? (
                <ApplicationItem key={submission.key} application={only} copies={1} />
              ) : (
                <SubmissionItem key={submission.key} submission={submission} />
              )
            })}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}
