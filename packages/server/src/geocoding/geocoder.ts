import type { GeoPoint } from "@pociecha/core"
import { Context, Data, Effect, Layer, Schema } from "effect"
import { ServerConfig } from "../services"

/** How long the service has to answer: the owner waits for the pin meanwhile. */
const TIMEOUT_MS = 5000

/** The part of Nominatim's `format=json` answer we read: each place's latitude and longitude (as text). */
const NominatimPlaces = Schema.Array(
  Schema.Struct({
    lat: Schema.FiniteFromString.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
    lon: Schema.FiniteFromString.check(Schema.isBetween({ minimum: -180, maximum: 180 }))
  })
)
const decodePlaces = Schema.decodeUnknownEffect(NominatimPlaces)

/** The geocoding service failed: unreachable, too slow, or an answer that is not Nominatim's. */
export class GeocoderFailed extends Data.TaggedError("GeocoderFailed")<{ readonly cause: unknown }> {}

const makeGeocoder = Effect.gen(function*() {
  const config = yield* ServerConfig
  const base = config.geocoderUrl

  /**
   * The location of an address in Poland: the service's best match, or null when it finds
   * nothing — or when no service is configured.
   */
  const locate = (query: string): Effect.Effect<GeoPoint | null, GeocoderFailed> => {
    if (base === null) return Effect.succeed(null)
    const url = `${base}/search?format=json&q=${encodeURIComponent(query)}&countrycodes=pl&limit=1`
    return Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(url, {
          // Nominatim's usage policy asks every application to name itself.
          headers: { accept: "application/json", "accept-language": "pl", "user-agent": `Pociecha (${config.publicUrl})` },
          signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        })
        if (!response.ok) throw new Error(`the geocoder answered ${response.status}`)
        return (await response.json()) as unknown
      },
      catch: (cause) => new GeocoderFailed({ cause })
    }).pipe(
      Effect.flatMap((body) => Effect.mapError(decodePlaces(body), (cause) => new GeocoderFailed({ cause }))),
      Effect.map(([first]) => (first === undefined ? null : { lat: first.lat, lng: first.lon }))
    )
  }

  return { locate }
})

/** Addresses → map locations, through the Nominatim-compatible service of GEOCODER_URL. */
export class Geocoder extends Context.Service<Geocoder, Effect.Success<typeof makeGeocoder>>()("@pociecha/server/Geocoder") {
  static readonly layer = Layer.effect(Geocoder, makeGeocoder)
}
