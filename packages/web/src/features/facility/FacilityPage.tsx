import { formatAddress, formatScore, isApiError, rememberVisitedFacility, type Facility } from "@pociecha/core"
import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { toast } from "sonner"
import { useLocation, useParams, useSearchParams } from "wouter"
import { api, useApiResource } from "../../shared/api"
import { browserStorage } from "../../shared/browserStorage"
import { useRequireLogin } from "../../shared/auth/requireLogin"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import NotFoundPage from "../errors/NotFoundPage"
import { FacilityActions, isFacilityAction, type FacilityAction } from "./FacilityActions"
import { AmenitiesSection } from "./sections/AmenitiesSection"
import { DayPlanSection } from "./sections/DayPlanSection"
import { DescriptionSection } from "./sections/DescriptionSection"
import { FacilityHeader } from "./sections/FacilityHeader"
import { GallerySection } from "./sections/GallerySection"
import { HoursSection } from "./sections/HoursSection"
import { OpinionsSection } from "./sections/OpinionsSection"
import { RecruitmentSection } from "./sections/RecruitmentSection"
import { StaffSection } from "./sections/StaffSection"
import { useTagLookup, type TagLookup } from "./useTagLookup"
import "./facilityPage.css"

/** The facility profile, /placowka/{slug or id} (spec 2.7). */
export default function FacilityPage() {
  const { facility: ref = "" } = useParams<{ facility: string }>()
  const { t } = useTranslation("facility")
  const { data, error, loading, reload } = useApiResource(
    () => api.call((c) => c.facilities.get({ params: { id: ref } })),
    [ref]
  )
  const tags = useTagLookup()
  usePageTitle(
    data === undefined
      ? null
      : t("PAGE_TITLE", { name: data.name, type: t(tags.specializationKey(data.specialization)), city: data.city })
  )

  // While another facility loads, its predecessor is not shown; once loaded, data is the answer for `ref`.
  const key = ref.toLowerCase()
  const matches = data !== undefined && (data.slug?.toLowerCase() === key || String(data.id) === key)
  if (loading && !matches) return <LoadingScreen fullPage />
  if (error !== undefined && isApiError(error) && error.statusCode === 404) return <NotFoundPage />
  if (error !== undefined) {
    return (
      <div className="container facility-error" role="alert">
        <h1 className="facility-error__title">{t("FETCH_FAILED")}</h1>
        <p>{t("FETCH_FAILED_HINT")}</p>
        <button type="button" className="btn btn--primary" onClick={reload}>
          {t("TRY_AGAIN")}
        </button>
      </div>
    )
  }
  if (data === undefined) return <LoadingScreen fullPage />
  return <FacilityProfile facility={data} tags={tags} />
}

function FacilityProfile({ facility, tags }: { facility: Facility; tags: TagLookup }) {
  const { t } = useTranslation("facility")
  const [pathname] = useLocation()
  const [search, setSearch] = useSearchParams()
  const requireLogin = useRequireLogin()

  useEffect(() => {
    rememberVisitedFacility(facility.id, browserStorage())
  }, [facility.id])

  // The flows behind the actions come later; a guest is sent to log in and comes back here with
  // ?action=…, so the flow can pick up where it started (spec 4.8).
  const runAction = (action: FacilityAction) => {
    if (!requireLogin(`${pathname}?action=${action}`)) return
    toast.info(t("COMING_SOON"))
  }
  const resumeAction = useEffectEvent((action: FacilityAction) => {
    setSearch((params) => {
      params.delete("action")
      return params
    }, { replace: true })
    runAction(action)
  })
  const pendingAction = search.get("action")
  useEffect(() => {
    if (isFacilityAction(pendingAction)) resumeAction(pendingAction)
  }, [pendingAction])

  const amenities = tags.pick(facility.features).filter((tag) => tag.type === "features")
  const sections = sectionLinks(facility, amenities.length)

  return (
    <div className="facility-page">
      <div className="container">
        <Breadcrumbs
          items={[
            { label: facility.city, href: `/wszystkie-lokalizacje?city=${encodeURIComponent(facility.city_slug)}` },
            { label: facility.name }
          ]}
        />
        <FacilityHeader facility={facility} tags={tags} />
        <nav className="facility-nav" aria-label={t("SECTIONS")}>
          <ul>
            {sections.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{t(label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="facility-layout">
          <div className="facility-layout__main">
            <DescriptionSection blocks={facility.description} name={facility.name} />
            <AmenitiesSection amenities={amenities} extraClasses={facility.extra_classes} />
            <DayPlanSection entries={facility.day_plan} />
            <OpinionsSection facility={facility} onAddOpinion={() => runAction("add-opinion")} />
            <StaffSection employees={facility.employees} />
            <GallerySection photos={facility.gallery} name={facility.name} />
          </div>
          <aside className="facility-layout__aside" aria-label={t("ACTIONS")}>
            <FacilityActions onAction={runAction} />
            <HoursSection facility={facility} />
            <RecruitmentSection facility={facility} onApply={() => runAction("apply")} />
          </aside>
        </div>
      </div>
      <StructuredData facility={facility} tags={tags} />
    </div>
  )
}

/** In-page links to the sections this facility has. */
function sectionLinks(facility: Facility, amenitiesCount: number): Array<readonly [string, string]> {
  const links: Array<readonly [string, string] | false> = [
    facility.description.length > 0 && ["description", "DESCRIPTION"],
    amenitiesCount > 0 && ["amenities", "AMENITIES"],
    facility.day_plan.length > 0 && ["day-plan", "DAY_PLAN"],
    ["opinions", "OPINIONS"],
    facility.employees.length > 0 && ["staff", "STAFF"],
    facility.gallery.length > 0 && ["gallery", "GALLERY"],
    ["hours", "HOURS_AND_TUITION"],
    ["recruitment", "RECRUITMENT"]
  ]
  return links.filter((link): link is readonly [string, string] => link !== false)
}

/** schema.org ChildCare data, so search engines show the address and rating. */
function StructuredData({ facility, tags }: { facility: Facility; tags: TagLookup }) {
  const { t } = useTranslation("facility")
  const data = {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: facility.name,
    description: t(tags.specializationKey(facility.specialization)),
    address: {
      "@type": "PostalAddress",
      streetAddress: formatAddress({ ...facility, post_code: null, city: null }) || undefined,
      postalCode: facility.post_code ?? undefined,
      addressLocality: facility.city,
      addressRegion: facility.voivodeship,
      addressCountry: "PL"
    },
    geo: { "@type": "GeoCoordinates", latitude: facility.location.lat, longitude: facility.location.lng },
    ...(facility.opinions_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: formatScore(facility.score_total),
            reviewCount: facility.opinions_count,
            bestRating: 5
          }
        }
      : {})
  }
  return <script type="application/ld+json">{JSON.stringify(data)}</script>
}
