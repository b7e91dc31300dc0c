import { facilityQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useParams } from "wouter"
import { api } from "../../shared/api"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { callErrorStatus } from "../../shared/errors"
import { FormAlert } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import { ClaimWizard } from "./ClaimWizard"
import "./claim.css"

/**
 * "I'm owner of this facility", /placowka/{facility}/jestem-wlascicielem (management 2.7): the
 * claim wizard with the facility found, from the instruction on. A facility that has an owner
 * says so at once rather than after four steps.
 */
export default function ClaimFacilityPage() {
  const { facility: ref = "" } = useParams<{ facility: string }>()
  const { t } = useTranslation("claim")
  const query = useQuery(facilityQuery(api, ref))
  usePageTitle(query.data === undefined ? null : t("PAGE_TITLE_CLAIM", { name: query.data.name }))

  if (loadFailed(query) && callErrorStatus(query.error) === 404) return <NotFoundPage />
  return (
    <div className="container wizard-page">
      <ReadState query={query}>
        {(facility) => (
          <>
            <Breadcrumbs items={[{ label: facility.name, href: pathTo("map_facility", { facility: ref }) }, { label: t("CLAIM") }]} />
            <h1 className="wizard-page__title">{t("TITLE_CLAIM", { name: facility.name })}</h1>
            {facility.facility_owner_account_id !== null ? (
              <FormAlert tone="info">{t("ERROR_FACILITY_ALREADY_CLAIMED", { ns: "common" })}</FormAlert>
            ) : (
              <ClaimWizard kind="claim" facility={facility} target={facility.id} />
            )}
          </>
        )}
      </ReadState>
    </div>
  )
}
