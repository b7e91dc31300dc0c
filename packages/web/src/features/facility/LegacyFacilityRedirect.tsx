import { facilityProfilePath, facilityQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Redirect, useParams, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { callErrorStatus } from "../../shared/errors"
import { loadFailed } from "../../shared/loadFailed"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import "./facilityPage.css"
import { legacyFacilityRef } from "./legacyRoute"
import { Button } from "../../shared/ui/Button"

/**
 * /map/{facility}?legacy={hash} (spec 2.5): decodes the legacy id, loads that facility and
 * replaces the address with its profile. The spec's target is /{slug or id}/{specialization}/{city};
 * the product's canonical profile is /placowka/{slug or id}, so that is where it goes.
 */
export default function LegacyFacilityRedirect() {
  const { facility: param = "" } = useParams<{ facility: string }>()
  const [search] = useSearchParams()
  const ref = legacyFacilityRef(param, search.get("legacy"))
  if (ref === null) return <NotFoundPage />
  return <Resolve facilityRef={ref} />
}

function Resolve({ facilityRef }: { facilityRef: string }) {
  const { t } = useTranslation("facility")
  const query = useQuery(facilityQuery(api, facilityRef))
  const { data } = query
  if (data !== undefined) return <Redirect to={facilityProfilePath(data)} replace />
  if (!loadFailed(query)) return <LoadingScreen fullPage />
  if (callErrorStatus(query.error) === 404) return <NotFoundPage />
  return (
    <div className="container facility-error" role="alert">
      <h1 className="facility-error__title">{t("FETCH_FAILED")}</h1>
      <Button variant="primary" onClick={() => void query.refetch()}>
        {t("TRY_AGAIN")}
      </Button>
    </div>
  )
}
