import { DEFAULT_CENTER, DEFAULT_ZOOM, facilityBadge, type FacilityMarker, MAP_MAX_ZOOM, MAP_MIN_ZOOM, type MapFit, type MapSearchEvent, readArea, readFilters, readRefinements, readyMachines, shownResultCount } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import L from "leaflet"
import "leaflet.markercluster"
import "leaflet/dist/leaflet.css"
import "leaflet.markercluster/dist/MarkerCluster.css"
import "leaflet.markercluster/dist/MarkerCluster.Default.css"
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import type { SnapshotFrom } from "xstate"
import { cityChoiceActor } from "../../shared/citySearch/cityChoice"
import { MOBILE_QUERY } from "../../shared/hooks/useMediaQuery"
import { takeServedMap } from "../../shared/servedMap"
import { usePociechaMachine } from "../../shared/session"
import { servedSetting } from "../../shared/servedSettings"
import { MarkerCard } from "./MarkerCard"
import { facilityMarker } from "./markers"
import { useRefinementsSync } from "./useRefinementsSync"
import "./map.css"
import { Button } from "../../shared/ui/Button"

// The server's TILE_URL, which its Content-Security-Policy allows; the fallbacks serve the Vite dev server.
const TILE_URL: string =
  servedSetting("tileUrl") ?? (import.meta.env.VITE_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'

/**
 * The map search of a page: core's ready mapSearch, its calls filled from the tree's session (the
 * built-in cities from the app's query cache), starting with the URL's filters.
 */
export function useMapSearch() {
  const [search] = useSearchParams()
  return usePociechaMachine(readyMachines.mapSearch, {
    input: { filters: readFilters(search), refinements: readRefinements(search), area: readArea(search) }
  })
}

export type MapSearchActor = ReturnType<typeof useMapSearch>

const isMobile = () => window.matchMedia(MOBILE_QUERY).matches

/** The translated badge of a marker (core's facilityBadge, management 4), named in its title. */
function useBadgeLabel(): (facility: FacilityMarker) => string {
  const { t } = useTranslation("facilityCard")
  return useCallback((facility: FacilityMarker) => t(`BADGE_${facilityBadge(facility).key}`), [t])
}

/** What the map shows, as the machine's events read it. */
function viewOf(map: L.Map) {
  const b = map.getBounds()
  const size = map.getSize()
  return {
    bounds: { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() },
    zoom: map.getZoom(),
    size: { width: size.x, height: size.y }
  }
}

/** The facility map with its own search (the landing page's map toggle). */
export default function MapView({ embedded = false }: { readonly embedded?: boolean }) {
  return <MapCanvas actor={useMapSearch()} embedded={embedded} />
}

export interface MapCanvasProps {
  /** The map search this map shows and drives (see useMapSearch). */
  readonly actor: MapSearchActor
  /** A smaller map inside another page (the landing page's map toggle). */
  readonly embedded?: boolean
}

/**
 * The facility map (spec 2.4, 4.7): Leaflet with clustered markers over core's mapSearchMachine,
 * which decides what to search. The map tells it what it shows (every movement, with its size:
 * a hidden map is not searched), the URL's city and filters (`?city=krakow&specialization=[…]`)
 * and the cities chosen in a search box; it goes where the machine's `fit` says. The map keeps
 * working when tiles cannot load: markers do not depend on them.
 */
export function MapCanvas({ actor, embedded = false }: MapCanvasProps) {
  const { t } = useTranslation("map")
  const badgeLabel = useBadgeLabel()
  const [search] = useSearchParams()
  const filtersKey = JSON.stringify(readFilters(search))
  const cityParam = search.get("city")
  const districtParam = search.get("district")

  const results = useSelector(actor, (s) => s.context.results)
  const mapLoading = useSelector(actor, (s) => s.context.mapLoading)
  // The zoom the results were searched at, whose cap they may have reached.
  const searchedZoom = useSelector(actor, (s) => s.context.lastSearch?.zoom ?? null)
  const failed = useSelector(actor, (s) => s.matches("failed"))

  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null)
  const [selected, setSelected] = useState<FacilityMarker | null>(null)

  const report = useEffectEvent((type: Extract<MapSearchEvent, { size: unknown }>["type"]) => {
    const map = mapRef.current
    if (map !== null) actor.send({ type, ...viewOf(map) })
  })

  // The city the URL names (the history entry may carry it whole), before the map reports its view.
  useEffect(() => {
    const carried: unknown = (window.history.state as { city?: unknown } | null)?.city
    actor.send({ type: "URL_CITY", city: cityParam, district: districtParam, carried, mobile: isMobile() })
  }, [cityParam, districtParam, actor])

  // The tiles the server drew for this page's map (shared/servedMap.ts) go under the map within the
  // commit that takes the server's view away: the map never shows empty in between.
  const servedTiles = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const element = container.current
    if (embedded || element === null) return
    const layer = takeServedMap(element.clientWidth, element.clientHeight)
    if (layer === null) return
    element.prepend(layer)
    servedTiles.current = layer
    return () => {
      layer.remove()
      servedTiles.current = null
    }
  }, [embedded])

  // The map, for as long as this search is shown: it reports what it shows, goes where the
  // machine's `fit` says and takes the cities chosen in a search box while on screen.
  useEffect(() => {
    const element = container.current
    if (element === null) return
    const map = L.map(element, {
      center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
      zoom: DEFAULT_ZOOM,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      worldCopyJump: false,
      scrollWheelZoom: !embedded
    })
    const tiles = L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19, crossOrigin: true }).addTo(map)
    const served = servedTiles.current
    if (served !== null) {
      // Leaflet fades its tiles in and drops a level they cover 250 ms after (its grid layer's
      // pruning): the served tiles go the same way — at once if the map is dragged first.
      const drop = () => served.remove()
      tiles.once("load", () => window.setTimeout(drop, 250))
      map.once("dragstart", drop)
    }
    const cluster = L.markerClusterGroup({
      // Markers are added in slices of about 10 ms (the default is 200), each its own task, so
      // adding a thousand never blocks input for long: a phone's CPU, four times slower, still
      // answers a tap within 50 ms (Lighthouse's total blocking time). Between slices the browser
      // takes input and paints, and no more (the default waits 50 ms).
      chunkedLoading: true,
      chunkInterval: 10,
      chunkDelay: 0,
      showCoverageOnHover: false,
      maxClusterRadius: 60,
      spiderfyOnMaxZoom: true
    })
    map.addLayer(cluster)
    map.on("moveend", () => report("MAP_MOVED"))
    map.on("click", () => setSelected(null))
    mapRef.current = map
    clusterRef.current = cluster
    report("MAP_SHOWN")
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }))
    resize.observe(element)

    // A chosen city's box, never closer than the city zoom; each new `fit` once.
    let fitted: MapFit | null = null
    const follow = ({ context }: SnapshotFrom<MapSearchActor>) => {
      if (context.fit === fitted) return
      fitted = context.fit
      if (fitted === null) return
      const { south, west, north, east } = fitted.bounds
      map.fitBounds(
        [
          [south, west],
          [north, east]
        ],
        { maxZoom: fitted.maxZoom, animate: false }
      )
    }
    follow(actor.getSnapshot())
    const following = actor.subscribe(follow)

    const listening = cityChoiceActor.on("cityChosen", ({ city }) => actor.send({ type: "CITY_CHOSEN", city, mobile: isMobile() }))
    cityChoiceActor.send({ type: "MAP_SHOWN" })
    return () => {
      listening.unsubscribe()
      cityChoiceActor.send({ type: "MAP_HIDDEN" })
      following.unsubscribe()
      resize.disconnect()
      map.remove()
      mapRef.current = null
      clusterRef.current = null
    }
  }, [actor, embedded])

  // SearchFilters from the URL.
  const sentFilters = useRef(filtersKey)
  useEffect(() => {
    if (sentFilters.current === filtersKey) return
    sentFilters.current = filtersKey
    actor.send({ type: "FILTERS_CHANGED", filters: JSON.parse(filtersKey) })
  }, [filtersKey, actor])
  useRefinementsSync(actor)

  // Markers.
  useEffect(() => {
    const cluster = clusterRef.current
    if (cluster === null) return
    cluster.clearLayers()
    cluster.addLayers(results.map((facility) => facilityMarker(facility, badgeLabel(facility), setSelected)))
    setSelected((current) => (current && results.some((r) => r.id === current.id) ? current : null))
  }, [results, badgeLabel])

  const count = shownResultCount(results.length, searchedZoom)

  return (
    <div className={`map-view${embedded ? " map-view--embedded" : ""}`}>
      <div ref={container} className="map-view__canvas" role="region" aria-label={t("MAP_LABEL")} />
      <div className="map-view__status" aria-live="polite">
        {mapLoading ? (
          <span className="map-view__pill" role="status" data-testid="map-loading">
            <span className="map-view__spinner" aria-hidden="true" />
            {t("SEARCHING")}
          </span>
        ) : failed ? (
          <span className="map-view__pill map-view__pill--error" role="alert">
            {t("SEARCH_FAILED")}
            <Button variant="ghost" className="map-view__retry" onClick={() => actor.send({ type: "RETRY" })}>
              {t("TRY_AGAIN")}
            </Button>
          </span>
        ) : (
          <span className="map-view__pill" data-testid="map-results-count" data-count={results.length}>
            {t("RESULTS_COUNT", count)}
            {count.capped && <span className="map-view__hint"> · {t("ZOOM_IN_FOR_MORE")}</span>}
          </span>
        )}
      </div>
      {selected && <MarkerCard facility={selected} onClose={() => setSelected(null)} />}
    </div>
  )
}
