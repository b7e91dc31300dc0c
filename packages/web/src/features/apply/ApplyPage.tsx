import { facilityQuery, type Facility } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Redirect, useLocation, useParams } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { callErrorStatus } from "../../shared/errors"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { loginPath, pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import { ApplicationForm } from "./ApplicationForm"
import "./apply.css"

/**
 * Applying to a facility, /placowka/{facility}/zgloszenie (spec 2.9, 3.10). It needs an account:
 * a guest logs in first and comes back here (spec 4.8).
 */
export default function ApplyPage() {
  const { facility: ref = "" } = useParams<{ facility: string }>()
  const [pathname] = useLocation()
  const { t } = useTranslation("apply")
  const user = useSessionUser()
  const query = useQuery({ ...facilityQuery(api, ref), enabled: user !== null })
  usePageTitle(query.data === undefined ? t("TITLE") : t("PAGE_TITLE", { name: query.data.name }))

  if (user === null) return <Redirect to={loginPath(pathname)} replace />
  if (loadFailed(query) && callErrorStatus(query.error) === 404) return <NotFoundPage />
  return (
    <div className="container apply-page">
      <ReadState query={query}>
        {(facility: Facility) => (
          <>
            <Breadcrumbs items={[{ label: facility.name, href: pathTo("map_facility", { facility: ref }) }, { label: t("TITLE") }]} />
            <h1 className="apply-page__title">{t("HEADING", { name: facility.name })}</h1>
            <ApplicationForm key={user.id} facility={facility} user={user} />
          </>
        )}
      </ReadState>
    </div>
  )
}
