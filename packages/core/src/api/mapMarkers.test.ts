import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { FacilityMarker } from "../domain/facility"
import { MapMarkers } from "./mapMarkers"
import { markersOfWire, type MarkerWire } from "./markerWire"

const nursery = "a882d996-b896-5b83-96dc-84d93d1a6249"
const kindergarten = "37c107ad-fccc-5496-be32-5407d43e9353"

const marker = (id: number, specialization: ReadonlyArray<string>): FacilityMarker => ({
  id,
  slug: id === 2 ? null : `przedszkole-${id}-krakow`,
  name: `Przedszkole „${id}”`,
  status: id === 1 ? "premium" : "unknown",
  lat: [50.061, 50.062, 50.063][id - 1]!,
  lng: 19.94,
  city: "Kraków",
  street: id === 2 ? null : "ul. Polna",
  building_number: id === 2 ? null : `${id}a`,
  specialization,
  score_total: id === 1 ? 4.5 : null
})

describe("map markers on the wire", () => {
  it("sends each marker as a row, its specializations as places in one list, and reads it back whole", () => {
    const markers = [marker(1, [kindergarten]), marker(2, []), marker(3, [nursery, kindergarten])]
    const wire = Schema.encodeSync(MapMarkers)(markers)
    expect(wire).toEqual({
      specializations: [kindergarten, nursery],
      markers: [
        [1, "przedszkole-1-krakow", "Przedszkole „1”", "premium", 50.061, 19.94, "Kraków", "ul. Polna", "1a", [0], 4.5],
        [2, null, "Przedszkole „2”", "unknown", 50.062, 19.94, "Kraków", null, null, [], null],
        [3, "przedszkole-3-krakow", "Przedszkole „3”", "unknown", 50.063, 19.94, "Kraków", "ul. Polna", "3a", [1, 0], null]
      ]
    })
    expect(Schema.decodeUnknownSync(MapMarkers)(JSON.parse(JSON.stringify(wire)))).toEqual(markers)
    // The map reads the same answer without Schema (a public read): the same markers.
    expect(markersOfWire(JSON.parse(JSON.stringify(wire)) as MarkerWire)).toEqual(markers)
  })

  it("refuses a marker that points past the specializations, or a row of the wrong shape", () => {
    const row = [1, null, "Żłobek", "unknown", 50, 19, "Kraków", null, null, [1], null]
    expect(() => Schema.decodeUnknownSync(MapMarkers)({ specializations: [nursery], markers: [row] })).toThrow()
    expect(Schema.decodeUnknownSync(MapMarkers)({ specializations: [nursery, kindergarten], markers: [row] })[0]!.specialization)
      .toEqual([kindergarten])
    expect(() => Schema.decodeUnknownSync(MapMarkers)({ specializations: [], markers: [row.slice(0, 10)] })).toThrow()
    expect(() => Schema.decodeUnknownSync(MapMarkers)({ specializations: [], markers: [[...row.slice(0, 3), "gold", ...row.slice(4)]] }))
      .toThrow()
  })
})
