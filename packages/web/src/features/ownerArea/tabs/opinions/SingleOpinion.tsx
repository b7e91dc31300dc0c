import { receivedOpinionQuery, type FacilityOpinion } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../../../shared/api"
import { useMarkSeen } from "../../../../shared/overview/useMarkSeen"
import { pathTo } from "../../../../shared/routing/paths"
import { EmptyPlaceholder } from "../../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../../shared/ui/ReadState"
import { ReceivedOpinion } from "./ReceivedOpinion"
import { seenOpinions } from "./seenOpinions"

/**
 * One opinion of the facility (management 2.4 facility_opinion), read by its id whatever page of
 * the list it is on, its response form open, marked seen; a link back to all of them. An id that is no id
 * names nothing: not found, without asking the server.
 */
export function SingleOpinion({
  facilityRef,
  facilityParam,
  opinionParam
}: {
  readonly facilityRef: string
  readonly facilityParam: string | undefined
  readonly opinionParam: string
}) {
  const { t } = useTranslation("ownerArea")
  const opinionId = Number(opinionParam)
  const valid = Number.isInteger(opinionId) && opinionId > 0
  const opinion = useQuery({ ...receivedOpinionQuery(api, facilityRef, opinionId), enabled: valid })
  useMarkSeen(opinion.data === undefined ? null : seenOpinions([opinion.data]))
  return (
    <>
      <p>
        <Link href={pathTo("facility_opinions", { facility: facilityParam })} data-testid="opinions-back">
          {t("BACK_TO_OPINIONS")}
        </Link>
      </p>
      {valid ? (
        <ReadState query={opinion}>
          {(data: FacilityOpinion) => (
            <ul className="received-opinions" data-testid="received-opinions">
              <ReceivedOpinion facilityRef={facilityRef} facilityParam={facilityParam} opinion={data} open />
            </ul>
          )}
        </ReadState>
      ) : (
        <EmptyPlaceholder title={t("NOT_FOUND", { ns: "common" })} subtitle={t("NOT_YOURS_OR_GONE", { ns: "common" })} />
      )}
    </>
  )
}
