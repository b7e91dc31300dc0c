import type { GeoPoint } from "@pociecha/core"
import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { servedSetting } from "../../../../shared/servedSettings"

// The server's TILE_URL, which its Content-Security-Policy allows; the fallback serves the Vite dev server.
const TILE_URL: string = servedSetting("tileUrl") ?? (import.meta.env.VITE_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
const ZOOM = 16

const pin = L.divIcon({
  className: "owner-location__marker",
  html: '<span class="owner-location__pin" data-testid="location-pin"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34]
})

/**
 * The facility's pin on a map, dragged to where the facility is (management 2.4: desktop only).
 * A location given from outside (the address looked up) moves the pin and the view.
 */
export default function LocationPicker({ location, onMove }: { readonly location: GeoPoint; readonly onMove: (location: GeoPoint) => void }) {
  const { t } = useTranslation("ownerArea")
  const element = useRef<HTMLDivElement>(null)
  const marker = useRef<L.Marker | null>(null)
  const view = useRef<L.Map | null>(null)
  const moved = useRef(onMove)
  useEffect(() => {
    moved.current = onMove
  }, [onMove])

  useEffect(() => {
    if (element.current === null) return
    const map = L.map(element.current, { center: [location.lat, location.lng], zoom: ZOOM })
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19, crossOrigin: true }).addTo(map)
    const draggable = L.marker([location.lat, location.lng], { icon: pin, draggable: true, keyboard: true, title: t("DRAG_PIN"), alt: t("DRAG_PIN") }).addTo(map)
    draggable.on("dragend", () => {
      const { lat, lng } = draggable.getLatLng()
      moved.current({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) })
    })
    marker.current = draggable
    view.current = map
    return () => {
      marker.current = null
      view.current = null
      map.remove()
    }
    // The map is made once; later locations move its pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const current = marker.current
    if (current === null) return
    const at = current.getLatLng()
    if (at.lat === location.lat && at.lng === location.lng) return
    current.setLatLng([location.lat, location.lng])
    view.current?.panTo([location.lat, location.lng])
  }, [location.lat, location.lng])

  return <div ref={element} className="owner-location__map" data-testid="location-map" aria-label={t("DRAG_PIN")} role="application" />
}
