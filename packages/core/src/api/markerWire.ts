import type { FacilityMarker } from "../domain/facility"
import type { MarkerRow } from "./mapMarkers"

/** A map search's answer as sent: the specialization ids the rows point into, and the rows. */
export interface MarkerWire {
  readonly specializations: ReadonlyArray<string>
  readonly markers: ReadonlyArray<MarkerRow>
}

/**
 * The markers of a map search's answer (see mapMarkers.ts for the wire). A plain function, so
 * the map reads its markers without Effect's Schema: the contract's MapMarkers decodes with it.
 */
export const markersOfWire = ({ specializations, markers }: MarkerWire): FacilityMarker[] =>
  markers.map(([id, slug, name, status, lat, lng, city, street, building_number, places, score_total]) => ({
    id, slug, name, status, lat, lng, city, street, building_number,
    specialization: places.map((place) => specializations[place]!),
    score_total
  }))
