import {
  type Facility,
  formatAddress,
  formatDistance,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  mapTileGrid,
  readRefinements,
  straightDistanceMeters
} from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { servedSetting } from "../../../shared/servedSettings"
import { Section } from "./Section"

// The server's TILE_URL, which its Content-Security-Policy allows; the fallback serves the Vite dev server.
const TILE_URL: string =
  servedSetting("tileUrl") ?? (import.meta.env.VITE_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")

/** The small map's size in CSS pixels and its zoom: a few streets around the facility. */
const WIDTH = 320
const HEIGHT = 180
const ZOOM = 15

/**
 * Where the facility is (issue 20): a small map drawn from plain tile images around its point —
 * core's mapTileGrid places them as Leaflet would, so the profile loads no map code — and, when
 * the parent came with an origin (`near` in the URL, from the map's 'Blisko mnie'), how far it is
 * from there in a straight line, said to be one.
 */
export function LocationSection({ facility }: { readonly facility: Facility }) {
  const { t, i18n } = useTranslation("facility")
  const [search] = useSearchParams()
  const { near } = readRefinements(search)
  const grid = mapTileGrid({
    opening: { kind: "view", center: facility.location, zoom: ZOOM },
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    width: WIDTH,
    height: HEIGHT,
    tileUrl: TILE_URL,
    retina: typeof window !== "undefined" && window.devicePixelRatio > 1
  })
  const locale = i18n.language === "ua" ? "uk" : i18n.language
  return (
    <Section id="location" title={t("LOCATION")}>
      <figure className="facility-location" data-testid="facility-location">
        <div className="facility-location__map" style={{ width: WIDTH, height: HEIGHT }} role="img" aria-label={t("LOCATION_MAP", { address: formatAddress(facility) })}>
          {grid.tiles.map((tile) => (
            <img key={tile.url} src={tile.url} alt="" width={256} height={256} loading="lazy" decoding="async" style={{ left: tile.left, top: tile.top }} />
          ))}
          <span className="facility-location__pin" aria-hidden="true" />
        </div>
        <figcaption className="facility-location__caption">
          {near !== null && (
            <span data-testid="facility-distance-from">
              {t("DISTANCE_FROM", {
                distance: formatDistance(straightDistanceMeters(near, facility.location), locale),
                place: near.label ?? t("MY_LOCATION")
              })}
            </span>
          )}
          <span className="facility-location__credit">© OpenStreetMap</span>
        </figcaption>
      </figure>
    </Section>
  )
}
