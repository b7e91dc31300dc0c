import { formatDistance, type LatLng, straightDistanceMeters } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/**
 * How far a facility is from the search's origin, in a straight line (core's haversine, the
 * figure the server sends as `distance_m`) and said to be one: not a route by road.
 */
export function FacilityDistance({ from, to }: { readonly from: LatLng; readonly to: LatLng }) {
  const { t, i18n } = useTranslation("map")
  const locale = i18n.language === "ua" ? "uk" : i18n.language
  return (
    <span className="map-page__distance" data-testid="facility-distance">
      {t("DISTANCE_STRAIGHT", { distance: formatDistance(straightDistanceMeters(from, to), locale) })}
    </span>
  )
}
