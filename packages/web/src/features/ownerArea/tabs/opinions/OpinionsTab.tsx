import { facilityRefOf, receivedOpinionsQuery, type FacilityOpinion, type Page } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { useMarkSeen } from "../../../../shared/overview/useMarkSeen"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { TabPager } from "../TabPager"
import { ReceivedOpinion } from "./ReceivedOpinion"
import { seenOpinions } from "./seenOpinions"
import { SingleOpinion } from "./SingleOpinion"
import "./opinions.css"

/**
 * The opinions tab (management 2.4 facility_opinions, facility_opinion): every opinion of the
 * facility in whatever state moderation left it, with the pros and cons only the facility sees,
 * and the facility's response under each — whose own moderation status shows. Opened as
 * facility_opinion, only that opinion is shown, its response form open. The published opinions
 * on screen are marked seen, which clears the tab's counter (spec 3.13).
 */
export default function OpinionsTab({ facility, params }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  return (
    <section className="owner-tab" aria-label={t("OPINIONS_TITLE")}>
      {params.opinion === undefined ? (
        <OpinionPages facilityRef={ref} facilityParam={params.facility} />
      ) : (
        <SingleOpinion facilityRef={ref} facilityParam={params.facility} opinionParam={params.opinion} />
      )}
    </section>
  )
}

/** The facility's opinions, newest first, a page at a time; those on screen are marked seen. */
function OpinionPages({ facilityRef, facilityParam }: { readonly facilityRef: string; readonly facilityParam: string | undefined }) {
  const { t } = useTranslation("ownerArea")
  const [page, setPage] = useState(1)
  const opinions = useQuery(receivedOpinionsQuery(api, facilityRef, page))
  useMarkSeen(opinions.data === undefined ? null : seenOpinions(opinions.data.items))
  return (
    <ReadState query={opinions} isEmpty={(data) => data.items.length === 0} empty={<p className="owner-tab__empty">{t("OPINIONS_EMPTY")}</p>}>
      {(data: Page<FacilityOpinion>) => (
        <>
          <ul className="received-opinions" data-testid="received-opinions">
            {data.items.map((opinion) => (
              <ReceivedOpinion key={opinion.id} facilityRef={facilityRef} facilityParam={facilityParam} opinion={opinion} open={false} />
            ))}
          </ul>
          <TabPager page={data} onPage={setPage} />
        </>
      )}
    </ReadState>
  )
}
