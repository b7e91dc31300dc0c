import { facilityRefOf, receivedApplicationsQuery, type Application } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { ReceivedApplication } from "./ReceivedApplication"
import "./applications.css"

/**
 * Applications received (management 2.4; spec 2.9): each recruitment application with the
 * parent's contact and the child, newest first, and its status — new, contacted, accepted,
 * declined — which the facility moves on and the parent sees.
 */
export default function ApplicationsTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const applications = useQuery(receivedApplicationsQuery(api, ref))
  return (
    <section className="owner-tab" aria-label={t("APPLICATIONS_TITLE")}>
      <ReadState query={applications} isEmpty={(list) => list.length === 0} empty={<p className="owner-tab__empty">{t("APPLICATIONS_EMPTY")}</p>}>
        {(list: ReadonlyArray<Application>) => (
          <ul className="received-applications" data-testid="received-applications">
            {[...list]
              .sort((a, b) => b.created_at - a.created_at)
              .map((application) => (
                <ReceivedApplication key={`${application.id}-${application.status}`} facilityRef={ref} application={application} />
              ))}
          </ul>
        )}
      </ReadState>
    </section>
  )
}
