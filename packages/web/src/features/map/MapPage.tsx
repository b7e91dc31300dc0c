import {
  facilityProfilePath,
  formatAddress,
  moreResultsCount,
  readFilters,
  NO_REFINEMENTS,
  readRefinements,
  toQueryString,
  writeRefinements,
  shownResultCount,
  tierRank,
  type City,
  type FacilityMarker,
  type ShownResultCount
} from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useDeferredValue, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useIsMobile } from "../../shared/hooks/useMediaQuery"
import { useTags } from "../../shared/tags"
import { FacilityBadge } from "../../shared/facilityCard/FacilityBadge"
import { FiltersBar } from "../../shared/filters/FiltersBar"
import { MapCanvas, useMapSearch } from "./MapView"
import { NearMeSort } from "./NearMeSort"
import { SaveSearchButton } from "./SaveSearchButton"
import { RefinementFilters } from "./RefinementFilters"
import { FacilityDistance } from "../../shared/nearPlace/FacilityDistance"
import "./mapPage.css"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

/** Rows in the list beside the map; the map itself shows every result. */
const LIST_LIMIT = 100

/** The all-locations map, /wszystkie-lokalizacje (spec 2.2, 2.4). */
export default function MapPage() {
  const { t } = useTranslation("map")
  const search = useMapSearch()
  // The list shows what the map search found: the visible area, or its last one while the map is hidden.
  const results = useSelector(search, (s) => s.context.results)
  // The zoom the results were searched at, whose cap they may have reached ('300+').
  const searchedZoom = useSelector(search, (s) => s.context.lastSearch?.zoom ?? null)
  const count = shownResultCount(results.length, searchedZoom)
  const city = useSelector(search, (s) => s.context.city)
  const [view, setView] = useState<"map" | "list">("map")
  // A phone shows the map or the list: the list's rows are made only when it is on screen.
  const listShown = !useIsMobile() || view === "list"
  const title = useMapTitle(city)
  usePageTitle(title)

  return (
    <div className={`map-page map-page--${view}`}>
      <h1 className="visually-hidden">{title}</h1>
      <div className="map-page__bar">
        <FiltersBar vacancies />
        <div className="map-page__switch" role="group" aria-label={t("VIEW")}>
          <Button variant="ghost" aria-pressed={view === "map"} onClick={() => setView("map")}>
            {t("VIEW_MAP")}
          </Button>
          <Button variant="ghost" aria-pressed={view === "list"} onClick={() => setView("list")}>
            {t("VIEW_LIST")}
          </Button>
        </div>
      </div>
      <div className="map-page__body">
        <section className="map-page__list" aria-labelledby="map-list-title">
          <h2 id="map-list-title" className="map-page__list-title">
            {t("LIST_TITLE", count)}
          </h2>
          <NearMeSort />
          <SaveSearchButton actor={search} title={title} />
          <RefinementFilters actor={search} />
          {listShown && <ResultList results={results} count={count} />}
        </section>
        <div className="map-page__map">
          <MapCanvas actor={search} />
        </div>
      </div>
    </div>
  )
}

/**
 * The rows beside the map. They follow the results as a deferred value: React renders them in
 * slices that yield to the browser, after the map has its markers, instead of in one long task.
 */
function ResultList({ results, count }: { readonly results: ReadonlyArray<FacilityMarker>; readonly count: ShownResultCount }) {
  const { t } = useTranslation("map")
  const shown = useDeferredValue(results)
  const [search] = useSearchParams()
  const { sort, near } = readRefinements(search)
  // The origin goes along to the profile, which tells its distance from there.
  const nearQuery = near === null ? "" : toQueryString(writeRefinements("", { ...NO_REFINEMENTS, near }))
  // Premium facilities first, as on the map where their pins stay on top — unless the parent chose
  // an order, which the search kept.
  const listed = useMemo(
    () => (sort === null ? [...shown].sort((a, b) => tierRank(a.status) - tierRank(b.status)) : shown).slice(0, LIST_LIMIT),
    [shown, sort]
  )
  if (listed.length === 0) return <p className="map-page__empty">{t("LIST_EMPTY")}</p>
  return (
    <>
      <ul className="map-page__items">
        {listed.map((facility) => (
          <li key={facility.id} className="map-page__item">
            <Link href={`${facilityProfilePath(facility)}${nearQuery}`} className="map-page__link">
              {facility.name}
            </Link>
            <span className="map-page__address">{formatAddress({ ...facility, post_code: null })}</span>
            <FacilityBadge facility={facility} size="sm" />
            {near !== null && <FacilityDistance from={near} to={facility} />}
          </li>
        ))}
      </ul>
      {shown.length > LIST_LIMIT && <p className="map-page__more">{t("LIST_MORE", moreResultsCount(count, LIST_LIMIT))}</p>}
    </>
  )
}

/** Page title (spec 2.15): national or per city, with the facility type when exactly one is chosen. */
function useMapTitle(city: City | null): string {
  const { t } = useTranslation("map")
  const [search] = useSearchParams()
  const tags = useTags()
  const { specialization } = readFilters(search)
  const tag = specialization.length === 1 ? tags.find((item) => item.type === "specialization" && item.key === specialization[0]) : undefined
  const type = tag ? t(keyFromData(tag.display)) : null
  if (city === null) return type ? t("TITLE_TYPE_NATIONAL", { type }) : t("TITLE_NATIONAL")
  return type ? t("TITLE_TYPE_CITY", { type, city: city.name }) : t("TITLE_CITY", { city: city.name })
}
