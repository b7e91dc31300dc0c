import { facilityQuery, isFacilityStaff, myMembershipsQuery, myOpinionsQuery, type Facility, type User } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useParams } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { callErrorStatus } from "../../shared/errors"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { OpinionWizard } from "./OpinionWizard"
import type { Outcome } from "./WizardOutcome"
import "./wizard.css"

/** Adding an opinion about a facility, /placowka/{facility}/dodaj-opinie (spec 2.8). */
export default function OpinionWizardPage() {
  const { facility: ref = "" } = useParams<{ facility: string }>()
  const { t } = useTranslation("opinionWizard")
  const query = useQuery(facilityQuery(api, ref))
  usePageTitle(query.data === undefined ? null : t("PAGE_TITLE", { name: query.data.name }))

  if (loadFailed(query) && callErrorStatus(query.error) === 404) return <NotFoundPage />
  return (
    <div className="container wizard-page">
      <ReadState query={query}>
        {(facility) => (
          <>
            <Breadcrumbs items={[{ label: facility.name, href: pathTo("map_facility", { facility: ref }) }, { label: t("ADD_OPINION") }]} />
            <h1 className="wizard-page__title">{t("TITLE", { name: facility.name })}</h1>
            <WizardForPerson facility={facility} />
          </>
        )}
      </ReadState>
    </div>
  )
}

/** A guest goes straight to the wizard; a signed-in person only once we know they may still write one. */
function WizardForPerson({ facility }: { readonly facility: Facility }) {
  const user = useSessionUser()
  return user === null ? <OpinionWizard facility={facility} refusal={null} /> : <SignedInWizard facility={facility} user={user} />
}

/**
 * One opinion per facility per account, and none from the facility's own staff (core's
 * canWriteOpinion): someone who may not write one hears it before filling five steps.
 */
function SignedInWizard({ facility, user }: { readonly facility: Facility; readonly user: User }) {
  const opinions = useQuery(myOpinionsQuery(api, user.id))
  const memberships = useQuery(myMembershipsQuery(api, user.id))
  // Without these reads the wizard still works: the server refuses what it must when sending.
  const settled = (opinions.data !== undefined || loadFailed(opinions)) && (memberships.data !== undefined || loadFailed(memberships))
  if (!settled) return <LoadingScreen />
  const membership = memberships.data?.find((item) => item.facility_id === facility.id) ?? null
  const refusal: Outcome | null = opinions.data?.some((opinion) => opinion.facility_id === facility.id)
    ? "alreadyAdded"
    : isFacilityStaff(membership)
      ? "notAllowed"
      : null
  return <OpinionWizard key={user.id} facility={facility} refusal={refusal} />
}
