import { facilityProfilePath, isApiError } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useParams, useSearchParams } from "wouter"
import { api, useApiResource } from "../../shared/api"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import NotFoundPage from "../errors/NotFoundPage"
import "./facilityPage.css"
import { legacyFacilityRef } from "./legacyRoute"

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
  const [, navigate] = useLocation()
  const { data, error, reload } = useApiResource(
    () => api.call((c) => c.facilities.get({ params: { id: facilityRef } })),
    [facilityRef]
  )
  useEffect(() => {
    if (data !== undefined) navigate(facilityProfilePath(data), { replace: true })
  }, [data, navigate])

  if (error !== undefined && isApiError(error) && error.statusCode === 404) return <NotFoundPage />
  if (error !== undefined) {
    return (
      <div className="container facility-error" role="alert">
        <h1 className="facility-error__title">{t("FETCH_FAILED")}</h1>
        <button type="button" className="btn btn--primary" onClick={reload}>
          {t("TRY_AGAIN")}
        </button>
      </div>
    )
  }
  return <LoadingScreen fullPage />
}
