import { facilityProfilePath, supportFacilityQuery, type SupportFacility } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../../shared/api"
import { ReadState } from "../../../shared/ui/ReadState"
import { FacilityAudit } from "./FacilityAudit"
import { FacilityDeletion } from "./FacilityDeletion"
import { FacilityForm } from "./FacilityForm"
import { StatusLabel } from "./StatusLabel"

function Facts({ facility }: { readonly facility: SupportFacility }) {
  const { t } = useTranslation("support")
  return (
    <dl className="support-facilities__facts" data-testid="support-facility-facts">
      <dt>{t("FACILITIES_STATUS")}</dt>
      <dd>
        <StatusLabel facility={facility} />
      </dd>
      <dt>{t("FACILITIES_CITY")}</dt>
      <dd>{facility.city}</dd>
      <dt>{t("FACILITIES_OWNER")}</dt>
      <dd>{facility.owner === null ? "—" : `${[facility.owner.name, facility.owner.surname].filter(Boolean).join(" ")} <${facility.owner.email}>`}</dd>
      <dt>{t("FACILITIES_MEMBERS")}</dt>
      <dd>{facility.members_count}</dd>
      <dt>{t("FACILITIES_OPINIONS")}</dt>
      <dd>{facility.opinions_count}</dd>
      <dt>{t("FACILITIES_ACTIVE")}</dt>
      <dd>{t(facility.active ? "FACILITIES_YES" : "FACILITIES_NO")}</dd>
    </dl>
  )
}

/** One facility (`/support?id=`): what it is, its features to edit, its deletion and its audit trail. */
export function FacilityDetail({ id }: { readonly id: number }) {
  const { t } = useTranslation("support")
  const facility = useQuery(supportFacilityQuery(api, id))
  return (
    <div className="support-facilities__detail">
      <Link href="/support" className="support-facilities__back">
        ← {t("FACILITIES_BACK")}
      </Link>
      <ReadState query={facility}>
        {(data) => (
          <>
            <section className="support__section" aria-labelledby="support-facility-name">
              <h2 id="support-facility-name" className="support__heading">
                {data.name} <span className="support-facilities__id">#{data.id}</span>
              </h2>
              <p>
                <Link href={facilityProfilePath(data)}>{t("FACILITIES_PROFILE")}</Link>
              </p>
              <Facts facility={data} />
            </section>
            <section className="support__section" aria-labelledby="support-facility-edit">
              <h2 id="support-facility-edit" className="support__heading">{t("FACILITIES_EDIT")}</h2>
              {/* A new form over each version the server answers: after a save it opens on what was saved. */}
              <FacilityForm key={JSON.stringify(data)} facility={data} />
            </section>
            <FacilityDeletion facility={data} />
            <FacilityAudit id={data.id} />
          </>
        )}
      </ReadState>
    </div>
  )
}
