import { bestFacilitiesQuery, facilityProfilePath, type FacilitySummary, formatDateTime, matchesFilters, type OpinionSummary, readBoolean, readFilters, recentOpinionsQuery, toQueryString, writeBoolean, writeFilters } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { Suspense, useMemo, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { CitySearchBox } from "../../shared/citySearch/CitySearchBox"
import { FacilityTile } from "../../shared/facilityCard/FacilityTile"
import { FiltersBar } from "../../shared/filters/FiltersBar"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { pathTo } from "../../shared/routing/paths"
import { useTags } from "../../shared/tags"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { Icon } from "../../shared/ui/Icon"
import { SpokenAs } from "../../shared/ui/SpokenAs"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import "../../shared/ui/tileGrid.css"
import "./landing.css"
import { ButtonLink } from "../../shared/ui/Button"
import { TitledSection } from "../../shared/ui/TitledSection"

const RECENT_OPINIONS = 6

export interface LandingPageProps {
  /**
   * The map of the list/map toggle, shown only when chosen. The app passes it in (the map is a
   * feature of its own), loaded lazily: Leaflet is heavy.
   */
  readonly map: ReactNode
}

/** The landing page (spec 2.4): city search, list/map toggle, filters, recommended facilities, recent opinions. */
export default function LandingPage({ map }: LandingPageProps) {
  const { t } = useTranslation("landing")
  usePageTitle(t("TITLE"))
  const [search, setSearch] = useSearchParams()
  const mapVisible = readBoolean(search, "map_visible")
  const filters = readFilters(search)
  const mapHref = `${pathTo("map")}${toQueryString(writeFilters("", filters))}`

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
            <Link href={pathTo("catalog_voivodeships", { type: "przedszkola" })}>{t("KINDERGARTENS_CATALOG")}</Link>
            <span aria-hidden="true"> · </span>
            <Link href={pathTo("catalog_voivodeships", { type: "zlobki" })}>{t("NURSERIES_CATALOG")}</Link>
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
        <FiltersBar resultsHref={pathTo("map")} />
      </div>

      {mapVisible ? (
        <section className="container landing__map" aria-label={t("VIEW_MAP")}>
          <Suspense fallback={<div className="landing__map-placeholder"><LoadingScreen /></div>}>
            {map}
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
  const best = useQuery(bestFacilitiesQuery(api, "polska"))
  const { data } = best
  const keyOf = useMemo(() => {
    const byId = new Map(tags.map((tag) => [tag.id, tag.key]))
    return (id: string) => byId.get(id)
  }, [tags])
  const shown: FacilitySummary[] = (data ?? []).filter((facility) => matchesFilters(facility, filters, keyOf))

  return (
    <TitledSection
      className="container landing-section"
      titleId="recommended-title"
      title={t("RECOMMENDED")}
      titleClassName="landing-section__title"
      head={{
        className: "landing-section__head",
        aside: (
          <Link href={mapHref} className="landing-section__link">
            {t("SHOW_MORE_FACILITIES")}
          </Link>
        )
      }}
    >
      {loadFailed(best) ? (
        <EmptyPlaceholder title={t("LOAD_FAILED")} subtitle={t("LOAD_FAILED_HINT")} action={{ label: t("TRY_AGAIN"), onClick: () => void best.refetch() }} />
      ) : data === undefined ? (
        <LoadingScreen />
      ) : shown.length === 0 ? (
        <EmptyPlaceholder title={t("NO_RECOMMENDED")} subtitle={t("NO_RECOMMENDED_HINT")} action={{ label: t("SHOW_MORE_FACILITIES"), href: mapHref }} />
      ) : (
        <ul className="landing-tiles tile-grid" data-testid="recommended-facilities">
          {shown.map((facility) => (
            <li key={facility.id}>
              <FacilityTile facility={facility} />
            </li>
          ))}
        </ul>
      )}
      <div className="landing-section__more">
        <ButtonLink href={mapHref}>{t("SHOW_MORE_FACILITIES")}</ButtonLink>
      </div>
    </TitledSection>
  )
}

function RecentOpinions() {
  const { t } = useTranslation("landing")
  const { data } = useQuery(recentOpinionsQuery(api, RECENT_OPINIONS))
  if (data === undefined || data.length === 0) return null
  return (
    <TitledSection className="landing-opinions" innerClassName="container" titleId="opinions-title" title={t("RECENT_OPINIONS")} titleClassName="landing-section__title">
      <ul className="landing-opinions__list tile-grid">
        {data.map((opinion) => (
          <li key={opinion.id}>
            <OpinionCard opinion={opinion} />
          </li>
        ))}
      </ul>
    </TitledSection>
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
            <dd>
              <SpokenAs
                visible={
                  <>
                    {"★".repeat(value)}
                    <span className="opinion-card__empty-stars">{"★".repeat(Math.max(0, 5 - value))}</span>
                  </>
                }
                spoken={t("RATING_VALUE", { value })}
              />
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
