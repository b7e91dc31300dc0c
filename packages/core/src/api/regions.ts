import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FacilitySummary } from "../domain/facility"
import { Page } from "../domain/page"
import { CitiesOfVoivodeship, Voivodeship, VoivodeshipTopCities } from "../domain/region"

const Specializations = Schema.optionalKey(Schema.Array(Schema.String))

export const CitiesPayload = Schema.Struct({ slug: Schema.String, required_specialization: Specializations })
export type CitiesPayload = typeof CitiesPayload.Type

export const NewFacilitiesPayload = Schema.Struct({
  city_slug: Schema.String,
  voivodeship_slug: Schema.String,
  required_specialization: Specializations,
  district: Schema.optionalKey(Schema.NullOr(Schema.String)),
  page: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)))
})
export type NewFacilitiesPayload = typeof NewFacilitiesPayload.Type

export const NewFacilities = Schema.Struct({
  city: Schema.String,
  district: Schema.NullOr(Schema.String),
  facilities: Page(FacilitySummary)
})
export type NewFacilities = typeof NewFacilities.Type

/** Catalogue data by voivodeship, city and district (7.3). */
export const RegionsGroup = HttpApiGroup.make("regions")
  .add(
    HttpApiEndpoint.get("topCities", "/regions/voivodeships/top-5-cities", {
      query: { type: Schema.optionalKey(Schema.Literals(["przedszkola", "zlobki"])) },
      success: Schema.Array(VoivodeshipTopCities)
    })
  )
  .add(HttpApiEndpoint.get("voivodeships", "/regions/voivodeships", { success: Schema.Array(Voivodeship) }))
  .add(
    HttpApiEndpoint.post("cities", "/regions/voivodeships/cities", { payload: CitiesPayload, success: CitiesOfVoivodeship })
  )
  .add(
    HttpApiEndpoint.post("newFacilities", "/regions/voivodeships/cities/new_facilities", {
      payload: NewFacilitiesPayload,
      success: NewFacilities
    })
  )
