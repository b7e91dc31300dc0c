import type { FacilityMarker, FacilityStatus } from "@pociecha/core"
import L from "leaflet"

/**
 * Marker pins drawn with CSS (no image downloads): grey for free facilities, blue for
 * registered ones, yellow for premium (spec 2.4). One icon per status, shared by all markers.
 */
const icons: Record<FacilityStatus, L.DivIcon> = {
  unknown: pin("unknown"),
  registered: pin("registered"),
  premium: pin("premium")
}

function pin(status: FacilityStatus): L.DivIcon {
  return L.divIcon({
    className: `map-marker map-marker--${status}`,
    html: '<span class="map-marker__pin" data-testid="map-marker"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34]
  })
}

/**
 * A Leaflet marker for a facility: focusable, named by its title — the name and the badge
 * (`badge`, the translated label of core's facilityBadge: management 4) — opening the card on click.
 */
export function facilityMarker(facility: FacilityMarker, badge: string, onSelect: (facility: FacilityMarker) => void): L.Marker {
  const marker = L.marker([facility.lat, facility.lng], {
    icon: icons[facility.status],
    title: `${facility.name} – ${badge}`,
    alt: facility.name,
    keyboard: true,
    riseOnHover: true,
    // Premium facilities stay on top where pins overlap.
    zIndexOffset: facility.status === "premium" ? 1000 : facility.status === "registered" ? 500 : 0
  })
  marker.on("click", () => onSelect(facility))
  return marker
}
