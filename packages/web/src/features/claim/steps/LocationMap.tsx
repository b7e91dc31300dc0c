import type { GeoPoint } from "@pociecha/core"
import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useEffectEvent, useRef } from "react"
import { useTranslation } from "react-i18next"
import { servedSetting } from "../../../shared/servedSettings"

// The server's TILE_URL, which its Content-Security-Policy allows; the fallbacks serve the Vite dev server.
const TILE_URL: string =
  servedSetting("tileUrl") ?? (import.meta.env.VITE_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
/** Close enough to tell one building from the next. */
const STREET_ZOOM = 17

// A pin drawn with CSS: no marker images to download.
const pinIcon = L.divIcon({
  className: "claim-pin",
  html: '<span class="claim-pin__head" data-testid="claim-pin"></span>',
  iconSize: [30, 40],
  iconAnchor: [15, 38]
})

/**
 * The facility's pin on a Leaflet map (loaded only on the location step): dragged, or put where
 * the map is clicked, it reports the new point; a point from outside (the address found) moves it.
 */
export default function LocationMap({ location, onMove }: { readonly location: GeoPoint; readonly onMove: (location: GeoPoint) => void }) {
  const { t } = useTranslation("claim")
  const container = useRef<HTMLDivElement>(null)
  const marker = useRef<L.Marker | null>(null)
  const mapRef = useRef<L.Map | null>(null)
  const moved = useEffectEvent((point: L.LatLng) => onMove({ lat: point.lat, lng: point.lng }))
  const start = useRef(location)

  useEffect(() => {
    const element = container.current
    if (element === null) return
    const map = L.map(element, { center: [start.current.lat, start.current.lng], zoom: STREET_ZOOM, maxZoom: 19 })
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19, crossOrigin: true }).addTo(map)
    const pin = L.marker([start.current.lat, start.current.lng], { icon: pinIcon, draggable: true, keyboard: true, title: t("PIN_LABEL"), alt: t("PIN_LABEL") })
    pin.on("dragend", () => moved(pin.getLatLng()))
    pin.addTo(map)
    map.on("click", (event: L.LeafletMouseEvent) => moved(event.latlng))
    marker.current = pin
    mapRef.current = map
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      marker.current = null
      mapRef.current = null
      map.remove()
    }
  }, [t])

  useEffect(() => {
    const pin = marker.current
    if (pin === null) return
    const current = pin.getLatLng()
    if (current.lat === location.lat && current.lng === location.lng) return
    pin.setLatLng([location.lat, location.lng])
    mapRef.current?.panTo([location.lat, location.lng])
  }, [location])

  return <div ref={container} className="claim-map" role="application" aria-label={t("MAP_LABEL")} data-testid="claim-map" />
}
