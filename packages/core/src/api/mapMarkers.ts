import { Schema, SchemaTransformation } from "effect"
import { FacilityMarker, FacilityStatus } from "../domain/facility"
import { markersOfWire } from "./markerWire"

const NullOrString = Schema.NullOr(Schema.String)

/**
 * One facility marker on the wire: the fields of {@link FacilityMarker} in a fixed order
 * without their names, its specializations as places in the answer's `specializations`.
 * A map answer holds up to 2,000 markers; field names and repeated tag ids were half its bytes.
 */
export const MarkerRow = Schema.Tuple([
  Schema.Number.annotate({ title: "id" }),
  NullOrString.annotate({ title: "slug" }),
  Schema.String.annotate({ title: "name" }),
  FacilityStatus.annotate({ title: "status" }),
  Schema.Number.annotate({ title: "lat" }),
  Schema.Number.annotate({ title: "lng" }),
  Schema.String.annotate({ title: "city" }),
  NullOrString.annotate({ title: "street" }),
  NullOrString.annotate({ title: "building_number" }),
  Schema.Array(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))).annotate({
    title: "specialization",
    description: "Places in `specializations`"
  }),
  Schema.NullOr(Schema.Number).annotate({ title: "score_total" })
])
export type MarkerRow = typeof MarkerRow.Type

/** A marker as its row, its specializations placed by `placeOf` (a tag id's place in the answer's list). */
export const markerRow = (marker: FacilityMarker, placeOf: (specializationId: string) => number): MarkerRow => [
  marker.id,
  marker.slug,
  marker.name,
  marker.status,
  marker.lat,
  marker.lng,
  marker.city,
  marker.street,
  marker.building_number,
  marker.specialization.map(placeOf),
  marker.score_total
]

const MarkerRowsWire = Schema.Struct({
  /** Specialization tag ids the rows point into. */
  specializations: Schema.Array(Schema.String),
  markers: Schema.Array(MarkerRow)
}).check(
  Schema.makeFilter(({ specializations, markers }) =>
    markers.every((row) => row[9].every((place) => place < specializations.length))
      ? undefined
      : "a marker points past the specializations")
)

/**
 * The markers of a map search (7.5) as the client reads them: an array of {@link FacilityMarker};
 * on the wire, `{ specializations, markers }` with each marker a {@link MarkerRow}.
 */
export const MapMarkers = MarkerRowsWire.pipe(
  Schema.decodeTo(
    Schema.Array(FacilityMarker),
    SchemaTransformation.transform<ReadonlyArray<FacilityMarker>, typeof MarkerRowsWire.Type>({
      decode: markersOfWire,
      encode: (markers) => {
        const places = new Map<string, number>()
        const placeOf = (id: string) => {
          if (!places.has(id)) places.set(id, places.size)
          return places.get(id)!
        }
        const rows = markers.map((marker) => markerRow(marker, placeOf))
        return { specializations: [...places.keys()], markers: rows }
      }
    })
  )
)
