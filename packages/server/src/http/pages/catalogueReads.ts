import {
  type AppRouteMatch,
  CitiesOfVoivodeship,
  DEFAULT_PAGE_SIZE,
  isCatalogType,
  NewFacilities,
  regionKeys,
  requiredSpecializationFor,
  Voivodeship,
  VoivodeshipTopCities
} from "@pociecha/core"
import { Effect, Schema } from "effect"
import { RegionRepository } from "../../repositories/regionRepository"
import { decodePath } from "../middleware/requestPath"
import type { CataloguePage } from "./catalogPage"

// The API's JSON of each read, as its endpoint answers it.
const encodeTopCities = Schema.encodeUnknownSync(Schema.Array(VoivodeshipTopCities))
const encodeCities = Schema.encodeUnknownSync(CitiesOfVoivodeship)
const encodeVoivodeships = Schema.encodeUnknownSync(Schema.Array(Voivodeship))
const encodeNewFacilities = Schema.encodeUnknownSync(NewFacilities)

/** Reads `?page=N` as the app does: a whole number ≥ 1, else 1. */
const pageOf = (query: URLSearchParams) => {
  const page = Number(query.get("page"))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * What a catalogue route shows, read as the API answers the app's own reads (the same
 * repository calls, the same page size), with those reads under the app's query keys (the
 * payloads the app's catalogue pages send), so its first render needs no request for them; or
 * null when the route names a voivodeship, city or district that does not exist (the page is
 * then a 404).
 */
export const makeCatalogueReads = Effect.gen(function*() {
    const regions = yield* RegionRepository
    return (route: AppRouteMatch, query: URLSearchParams): Effect.Effect<CataloguePage | null> => {
      const param = (name: string) => {
        const value = route.params[name] ?? ""
        return decodePath(value) ?? value
      }
      const type = param("type")
      if (!isCatalogType(type)) return Effect.succeed(null)
      const specializations = requiredSpecializationFor(type)
      if (route.name === "catalog_voivodeships") {
        return Effect.map(regions.topCities(specializations), (voivodeships): CataloguePage => ({
          view: { kind: "voivodeships", type, voivodeships: voivodeships.map((v) => ({ name: v.voivodeship, slug: v.voivodeship_slug, cities: v.cities })) },
          reads: [{ key: regionKeys.topCities(type), encoded: encodeTopCities(voivodeships) }]
        }))
      }
      const voivodeshipSlug = param("voivodeship")
      if (route.name === "catalog_cities") {
        return Effect.map(regions.citiesOf(voivodeshipSlug, specializations), (found): CataloguePage | null =>
          found === null ? null : {
            view: { kind: "cities", type, voivodeship: { name: found.voivodeship, slug: voivodeshipSlug }, cities: found.cities },
            reads: [{ key: regionKeys.cities({ slug: voivodeshipSlug, required_specialization: [...specializations] }), encoded: encodeCities(found) }]
          })
      }
      const citySlug = param("city")
      const districtSlug = route.name === "catalog_facilities_district" ? param("district") : null
      const page = pageOf(query)
      return Effect.map(
        Effect.all([
          regions.voivodeships(),
          regions.newFacilities({ citySlug, voivodeshipSlug, districtSlug, specializations, page, limit: DEFAULT_PAGE_SIZE })
        ]),
        ([voivodeships, found]): CataloguePage | null => {
          const voivodeship = voivodeships.find((v) => v.slug === voivodeshipSlug)
          if (found === null || voivodeship === undefined) return null
          const payload = { city_slug: citySlug, voivodeship_slug: voivodeshipSlug, required_specialization: [...specializations], district: districtSlug, page }
          return {
            view: {
              kind: "facilities",
              type,
              voivodeship: { name: voivodeship.name, slug: voivodeship.slug },
              city: { name: found.city, slug: citySlug },
              district: districtSlug === null || found.district === null ? null : { name: found.district, slug: districtSlug },
              page,
              offset: found.facilities.offset,
              facilities: found.facilities.items,
              description: found.description
            },
            reads: [
              { key: regionKeys.voivodeships, encoded: encodeVoivodeships(voivodeships) },
              { key: regionKeys.newFacilities(payload), encoded: encodeNewFacilities(found) }
            ]
          }
        }
      )
    }
  })
