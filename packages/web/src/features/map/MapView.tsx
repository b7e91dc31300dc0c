import { type City, CITY_ZOOM, DEFAULT_CENTER, DEFAULT_ZOOM, type FacilityMarker, mapSearchMachine, readFilters, viewForCity, zoomResultCap } from "@pociecha/core"
import { useActorRef, useSelector } from "@xstate/react"
import L from "leaflet"
import "leaflet.markercluster"
import "leaflet/dist/leaflet.css"
import "leaflet.markercluster/dist/MarkerCluster.css"
import "leaflet.markercluster/dist/MarkerCluster.Default.css"
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { fromPromise } from "xstate"
import { api } from "../../shared/api"
import { MOBILE_QUERY } from "../../shared/hooks/useMediaQuery"
import { onCityChosen, resolveCity } from "../search/cityChoice"
import { MarkerCard } from "./MarkerCard"
import { facilityMarker } from "./markers"
import "./map.css"

const TILE_URL: string = import.meta.env.VITE_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'

const machine = mapSearchMachine.provide({
  actors: {
    search: fromPromise(({ input }) => api.call((c) => c.search.search({ payload: input })).then((list) => [...list]))
  }
})

export interface MapViewProps {
  /** A smaller map inside another page (the landing page's map toggle). */
  readonly embedded?: boolean
  /** The search results, for a list beside the map. */
  readonly onResults?: (results: ReadonlyArray<FacilityMarker>) => void
  /** The city the map zoomed to, or null. */
  readonly onCity?: (city: City | null) => void
}

const cityKey = (param: string, district: string | null) => `${param}|${district ?? ""}`

/**
 * The facility map (spec 2.4, 4.7): Leaflet with clustered markers. Every movement searches the
 * visible rectangle through core's mapSearchMachine; filters and the chosen city come from the
 * URL (`?city=krakow&specialization=[…]`) or from the city search box. The map keeps working
 * when tiles cannot load: markers do not depend on them.
 */
export default function MapView({ embedded = false, onResults, onCity }: MapViewProps) {
  const { t } = useTranslation("map")
  const [search] = useSearchParams()
  const filtersKey = JSON.stringify(readFilters(search))
  const cityParam = search.get("city")
  const districtParam = search.get("district")

  const actor = useActorRef(machine, { input: { filters: JSON.parse(filtersKey) } })
  const results = useSelector(actor, (s) => s.context.results)
  const mapLoading = useSelector(actor, (s) => s.context.mapLoading)
  const zoom = useSelector(actor, (s) => s.context.zoom)
  const failed = useSelector(actor, (s) => s.matches("failed"))

  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null)
  const appliedCity = useRef<string | null>(null)
  const [selected, setSelected] = useState<FacilityMarker | null>(null)

  const reportView = useEffectEvent(() => {
    const map = mapRef.current
    if (map === null) return
    const b = map.getBounds()
    actor.send({
      type: "MAP_MOVED",
      bounds: { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() },
      zoom: map.getZoom()
    })
  })

  const applyCity = useEffectEvent((city: City) => {
    const map = mapRef.current
    if (map === null) return
    appliedCity.current = cityKey(city.param, city.kind === "district" ? city.district_param : null)
    const mobile = window.matchMedia(MOBILE_QUERY).matches
    actor.send({ type: "CITY_CHOSEN", city, mobile })
    const { bounds } = viewForCity(city, mobile)
    // Fit the city's box, never closer than the city zoom (a district's box is small).
    map.fitBounds(
      [
        [bounds.south, bounds.west],
        [bounds.north, bounds.east]
      ],
      { maxZoom: CITY_ZOOM, animate: false }
    )
    onCity?.(city)
  })

  // Create the map once.
  useEffect(() => {
    const element = container.current
    if (element === null) return
    const map = L.map(element, {
      center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
      zoom: DEFAULT_ZOOM,
      minZoom: 5,
      maxZoom: 18,
      worldCopyJump: false,
      scrollWheelZoom: !embedded
    })
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19, crossOrigin: true }).addTo(map)
    const cluster = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 60,
      spiderfyOnMaxZoom: true
    })
    map.addLayer(cluster)
    map.on("moveend", () => reportView())
    map.on("click", () => setSelected(null))
    mapRef.current = map
    clusterRef.current = cluster
    // Without a city to go to, search what is visible now.
    if (new URLSearchParams(window.location.search).get("city") === null) reportView()
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      map.remove()
      mapRef.current = null
      clusterRef.current = null
    }
  }, [embedded])

  // A city chosen in a search box while this map is on screen.
  useEffect(() => onCityChosen((city) => applyCity(city)), [])

  // The city in the URL: zoom to it when it changes; forget it when the parameter goes.
  useEffect(() => {
    if (cityParam === null || cityParam === "") {
      if (appliedCity.current !== null) {
        appliedCity.current = null
        actor.send({ type: "CITY_CLEARED" })
        onCity?.(null)
      }
      return
    }
    if (appliedCity.current === cityKey(cityParam, districtParam)) return
    let live = true
    const carried: unknown = (window.history.state as { city?: unknown } | null)?.city
    void resolveCity(cityParam, districtParam, carried).then((city) => {
      if (!live) return
      if (city === null) reportView()
      else applyCity(city)
    })
    return () => {
      live = false
    }
    // onCity is a notification only; re-running on its identity would refit the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cityParam, districtParam, actor])

  // SearchFilters from the URL.
  const sentFilters = useRef(filtersKey)
  useEffect(() => {
    if (sentFilters.current === filtersKey) return
    sentFilters.current = filtersKey
    actor.send({ type: "FILTERS_CHANGED", filters: JSON.parse(filtersKey) })
  }, [filtersKey, actor])

  // Markers.
  useEffect(() => {
    const cluster = clusterRef.current
    if (cluster === null) return
    cluster.clearLayers()
    cluster.addLayers(results.map((facility) => facilityMarker(facility, setSelected)))
    setSelected((current) => (current && results.some((r) => r.id === current.id) ? current : null))
  }, [results])

  const notifyResults = useEffectEvent((list: ReadonlyArray<FacilityMarker>) => onResults?.(list))
  useEffect(() => notifyResults(results), [results])

  const capped = useMemo(() => results.length >= zoomResultCap(zoom), [results.length, zoom])

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
            <button type="button" className="btn btn--ghost map-view__retry" onClick={() => actor.send({ type: "RETRY" })}>
              {t("TRY_AGAIN")}
            </button>
          </span>
        ) : (
          <span className="map-view__pill" data-testid="map-results-count" data-count={results.length}>
            {t("RESULTS_COUNT", { count: results.length })}
            {capped && <span className="map-view__hint"> · {t("ZOOM_IN_FOR_MORE")}</span>}
          </span>
        )}
      </div>
      {selected && <MarkerCard facility={selected} onClose={() => setSelected(null)} />}
    </div>
  )
}
