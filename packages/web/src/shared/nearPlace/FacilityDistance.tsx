import { formatDistance, type LatLng, straightDistanceMeters } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import "./nearPlace.css"

/** The distance as words: "1,2 km w linii prostej" (core's haversine, the figure the server sends as `distance_m`). */
export function useDistanceText(): (from: LatLng, to: LatLng) => string {
  const { t, i18n } = useTranslation("nearPlace")
  const locale = i18n.language === "ua" ? "uk" : i18n.language
  return (from, to) => t("DISTANCE_STRAIGHT", { distance: formatDistance(straightDistanceMeters(from, to), locale) })
}

/** How far a facility is from the chosen place, said to be a straight line, not a route by road. */
export function FacilityDistance({ from, to }: { readonly from: LatLng; readonly to: LatLng }) {
  const distance = useDistanceText()
  return (
    <span className="facility-distance" data-testid="facility-distance">
      {distance(from, to)}
    </span>
  )
}
