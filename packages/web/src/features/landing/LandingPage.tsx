import { facilityProfilePath, type FacilitySummary, formatDateTime, matchesFilters, type OpinionSummary, readBoolean, readFilters, toQueryString, writeBoolean, writeFilters } from "@pociecha/core"
import { lazy, Suspense, useMemo } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { api, useApiResource } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useTags } from "../../shared/tags"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { FacilityTile } from "../facility/FacilityTile"
import { CitySearchBox } from "../search/CitySearchBox"
import { FiltersBar } from "./FiltersBar"
import "./landing.css"
import { Icon } from "../../shared/ui/Icon"

// Leaflet is heavy: it is downloaded only when the visitor switches to the map.
const MapView = lazy(() => import("../map/MapView"))

const MAP_PATH = "/wszystkie-lokalizacje"
const RECENT_OPINIONS = 6

/** The landing page (spec 2.4): city search, list/map toggle, filters, recommended facilities, recent opinions. */
export default function LandingPage() {
  const { t } = useTranslation("landing")
  usePageTitle(t("TITLE"))
  const [search, setSearch] = useSearchParams()
  const mapVisible = readBoolean(search, "map_visible")
  const filters = readFilters(search)
  const mapHref = `${MAP_PATH}${toQueryString(writeFilters("", filters))}`

  const setMapVisible = (visible: boolean) => setSearch((params) => writeBoolean(params, "map_visible", visible), { replace: true })

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container landing-hero__inner">
          <h1 id="landing-title" className="landing-hero__title">
            {t("HERO_TITLE")}
          </h1>
          <p className="landing-hero__subtitle">{t("HERO_SUBTITLE")}</p>
          <div className="landing-hero__search">
            <CitySearchBox variant="landing" />
          </div>
          <p className="landing-hero__catalogs">
            <Link href="/przedszkola-miasta">{t("KINDERGARTENS_CATALOG")}</Link>
            <span aria-hidden="true"> · </span>
            <Link href="/zlobki-miasta">{t("NURSERIES_CATALOG")}</Link>
          </p>
        </div>
      </section>

      <div className="container landing__toolbar">
        <div className="landing-toggle" role="group" aria-label={t("VIEW")}>
          <button type="button" className="landing-toggle__button" aria-pressed={!mapVisible} onClick={() => setMapVisible(false)}>
            <Icon name="list" /> {t("VIEW_LIST")}
          </button>
          <button type="button" className="landing-toggle__button" aria-pressed={mapVisible} onClick={() => setMapVisible(true)} data-testid="landing-map-toggle">
            <Icon name="map" /> {t("VIEW_MAP")}
          </button>
        </div>
        <FiltersBar resultsHref={MAP_PATH} />
      </div>

      {mapVisible ? (
        <section className="container landing__map" aria-label={t("VIEW_MAP")}>
          <Suspense fallback={<div className="landing__map-placeholder"><LoadingScreen /></div>}>
            <MapView embedded />
          </Suspense>
        </section>
      ) : (
        <RecommendedFacilities mapHref={mapHref} />
      )}

      <RecentOpinions />
    </div>
  )
}

function RecommendedFacilities({ mapHref }: { mapHref: string }) {
  const { t } = useTranslation("landing")
  const [search] = useSearchParams()
  const filters = readFilters(search)
  const tags = useTags()
  const { data, error, loading, reload } = useApiResource(() => api.call((c) => c.facilities.best({ params: { param: "polska" } })), [])
  const keyOf = useMemo(() => {
    const byId = new Map(tags.map((tag) => [tag.id, tag.key]))
    return (id: string) => byId.get(id)
  }, [tags])
  const shown: FacilitySummary[] = (data ?? []).filter((facility) => matchesFilters(facility, filters, keyOf))

  return (
    <section className="container landing-section" aria-labelledby="recommended-title">
      <div className="landing-section__head">
        <h2 id="recommended-title" className="landing-section__title">
          {t("RECOMMENDED")}
        </h2>
        <Link href={mapHref} className="landing-section__link">
          {t("SHOW_MORE_FACILITIES")}
        </Link>
      </div>
      {loading && data === undefined ? (
        <LoadingScreen />
      ) : error !== undefined && data === undefined ? (
        <EmptyPlaceholder title={t("LOAD_FAILED")} subtitle={t("LOAD_FAILED_HINT")} action={{ label: t("TRY_AGAIN"), onClick: reload }} />
      ) : shown.length === 0 ? (
        <EmptyPlaceholder title={t("NO_RECOMMENDED")} subtitle={t("NO_RECOMMENDED_HINT")} action={{ label: t("SHOW_MORE_FACILITIES"), href: mapHref }} />
      ) : (
        <ul className="landing-tiles" data-testid="recommended-facilities">
          {shown.map((facility) => (
            <li key={facility.id}>
              <FacilityTile facility={facility} />
            </li>
          ))}
        </ul>
      )}
      <div className="landing-section__more">
        <Link href={mapHref} className="btn btn--outline">
          {t("SHOW_MORE_FACILITIES")}
        </Link>
      </div>
    </section>
  )
}

function RecentOpinions() {
  const { t } = useTranslation("landing")
  const { data } = useApiResource(() => api.call((c) => c.opinions.recent({ query: { limit: RECENT_OPINIONS } })), [])
  if (data === undefined || data.length === 0) return null
  return (
    <section className="landing-opinions" aria-labelledby="opinions-title">
      <div className="container">
        <h2 id="opinions-title" className="landing-section__title">
          {t("RECENT_OPINIONS")}
        </h2>
        <ul className="landing-opinions__list">
          {data.map((opinion) => (
            <li key={opinion.id}>
              <OpinionCard opinion={opinion} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function OpinionCard({ opinion }: { opinion: OpinionSummary }) {
  const { t } = useTranslation("landing")
  const ratings = [
    ["RATING_STAFF", opinion.rating_staff],
    ["RATING_FOOD", opinion.rating_food],
    ["RATING_CLEANLINESS", opinion.rating_cleanliness]
  ] as const
  return (
    <article className="opinion-card">
      <h3 className="opinion-card__facility">
        <Link href={facilityProfilePath({ id: opinion.facility_id, slug: opinion.facility_slug })}>{opinion.facility_name}</Link>
      </h3>
      <p className="opinion-card__city">{opinion.facility_city}</p>
      <dl className="opinion-card__ratings">
        {ratings.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd aria-label={t("RATING_VALUE", { value })}>
              <span aria-hidden="true">
                {"★".repeat(value)}
                <span className="opinion-card__empty-stars">{"★".repeat(Math.max(0, 5 - value))}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <blockquote className="opinion-card__comment">
        <p>{opinion.comment}</p>
      </blockquote>
      <p className="opinion-card__author">
        {opinion.author_name} · <time dateTime={new Date(opinion.created_at).toISOString()}>{formatDateTime(opinion.created_at)}</time>
      </p>
    </article>
  )
}
