import { facilityQuery, formatAddress, rememberVisitedFacility, type Facility } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense, useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useParams } from "wouter"
import { api } from "../../shared/api"
import { mapAtCity, pathTo } from "../../shared/routing/paths"
import { browserStorage } from "../../shared/browserStorage"
import { callErrorStatus } from "../../shared/errors"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { FacilityActions, type FacilityAction as FacilityButton } from "./FacilityActions"
import { MembershipCard } from "./actions/MembershipCard"
import { preloadProfileDialogs, QuestionDialog, ReportDialog } from "./actions/profileDialogs"
import { useProfileActions } from "./actions/useProfileActions"
import { AmenitiesSection } from "./sections/AmenitiesSection"
import { DayPlanSection } from "./sections/DayPlanSection"
import { DescriptionSection } from "./sections/DescriptionSection"
import { FacilityHeader } from "./sections/FacilityHeader"
import { GallerySection } from "./sections/GallerySection"
import { HoursSection } from "./sections/HoursSection"
import { LocationSection } from "./sections/LocationSection"
import { OpinionsSection } from "./sections/OpinionsSection"
import { RecruitmentSection } from "./sections/RecruitmentSection"
import { VisitsSection } from "./sections/VisitsSection"
import { StaffSection } from "./sections/StaffSection"
import { useTagLookup, type TagLookup } from "../../shared/useTagLookup"
import "./facilityPage.css"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

// The news bring their own read, entries and attachments: they load after the profile has painted.
const NewsSection = lazy(() => import("./news/NewsSection"))

/**
 * The facility profile, /placowka/{slug or id} (spec 2.7). Its schema.org data is the one in the
 * head the server sends (server http/pages/profilePage.ts), where crawlers read it: the app adds
 * none, so the page never describes the facility twice.
 */
export default function FacilityPage() {
  const { facility: ref = "" } = useParams<{ facility: string }>()
  const { t } = useTranslation("facility")
  const query = useQuery(facilityQuery(api, ref))
  const { data } = query
  const tags = useTagLookup()
  usePageTitle(
    data === undefined
      ? null
      : t("PAGE_TITLE", { name: data.name, type: t(keyFromData(tags.specializationKey(data.specialization))), city: data.city }),
    // A link shared from the profile says where the facility is.
    data === undefined ? undefined : formatAddress(data)
  )

  if (data !== undefined) return <FacilityProfile facility={data} tags={tags} />
  if (!loadFailed(query)) return <LoadingScreen fullPage />
  if (callErrorStatus(query.error) === 404) return <NotFoundPage />
  return (
    <div className="container facility-error" role="alert">
      <h1 className="facility-error__title">{t("FETCH_FAILED")}</h1>
      <p>{t("FETCH_FAILED_HINT")}</p>
      <Button variant="primary" onClick={() => void query.refetch()}>
        {t("TRY_AGAIN")}
      </Button>
    </div>
  )
}

function FacilityProfile({ facility, tags }: { facility: Facility; tags: TagLookup }) {
  const { t } = useTranslation("facility")
  const [, navigate] = useLocation()
  const actions = useProfileActions()

  useEffect(() => {
    rememberVisitedFacility(facility.id, browserStorage())
  }, [facility.id])

  // The opinion wizard, the application and the claim have pages of their own, which ask for a
  // login themselves; the other actions run in dialogs here (useProfileActions).
  const ref = facility.slug ?? String(facility.id)
  const addOpinion = () => navigate(pathTo("add_opinion", { facility: ref }))
  const apply = () => navigate(pathTo("apply", { facility: ref }))
  const runAction = (button: FacilityButton) => {
    if (button === "add-opinion") addOpinion()
    else if (button === "apply") apply()
    else if (button === "claim") navigate(pathTo("claim_facility", { facility: ref }))
    else actions.start({ kind: button })
  }
  const { current } = actions
  const reportTarget = current?.kind === "report" ? current.target : null

  const amenities = tags.pick(facility.features).filter((tag) => tag.type === "features")
  const sections = sectionLinks(facility, amenities.length)

  return (
    <div className="facility-page">
      <div className="container">
        <Breadcrumbs
          items={[
            { label: facility.city, href: mapAtCity(facility.city_slug) },
            { label: facility.name }
          ]}
        />
        <FacilityHeader facility={facility} tags={tags} />
        <nav className="facility-nav" aria-label={t("SECTIONS")}>
          <ul>
            {sections.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{t(keyFromData(label))}</a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The actions and the opinions' report buttons are in here. */}
        <div className="facility-layout" onPointerEnter={preloadProfileDialogs} onFocus={preloadProfileDialogs}>
          <div className="facility-layout__main">
            <DescriptionSection html={facility.description} name={facility.name} />
            <AmenitiesSection amenities={amenities} extraClasses={facility.extra_classes} />
            <DayPlanSection entries={facility.day_plan} />
            <OpinionsSection
              facility={facility}
              onAddOpinion={addOpinion}
              onReport={(target) => actions.start({ kind: "report", target })}
            />
            <StaffSection employees={facility.employees} />
            <GallerySection photos={facility.gallery} name={facility.name} />
            <Suspense fallback={null}>
              <NewsSection facility={facility} onSubscribe={() => actions.start({ kind: "subscribe", role: "parent" })} />
            </Suspense>
          </div>
          <aside className="facility-layout__aside" aria-label={t("ACTIONS")}>
            <FacilityActions onAction={runAction} />
            <MembershipCard
              facility={facility}
              requestedRole={current?.kind === "subscribe" ? current.role : null}
              onRequestHandled={actions.finish}
              onLoginRequired={(role) => actions.start({ kind: "subscribe", role })}
            />
            <HoursSection facility={facility} />
            <LocationSection facility={facility} />
            <RecruitmentSection facility={facility} onApply={apply} />
            <VisitsSection facility={facility} />
          </aside>
        </div>
      </div>
      {/* Each dialog mounts (and its code loads) only while its action is under way. */}
      <Suspense fallback={null}>
        {current?.kind === "ask-question" && <QuestionDialog facilityId={facility.id} open onClose={actions.finish} />}
        {current?.kind === "request-info" && <QuestionDialog facilityId={facility.id} request open onClose={actions.finish} />}
        {reportTarget !== null && <ReportDialog target={reportTarget} onClose={actions.finish} />}
      </Suspense>
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
    // A premium facility publishes news; another's old ones are found by scrolling.
    facility.status === "premium" && ["news", "NEWS"],
    ["hours", "HOURS_AND_TUITION"],
    ["recruitment", "RECRUITMENT"]
  ]
  return links.filter((link): link is readonly [string, string] => link !== false)
}
