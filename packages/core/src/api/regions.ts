import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FacilitySummary } from "../domain/facility"
import { Page } from "../domain/page"
import { CitiesOfVoivodeship, DistrictListItem, Voivodeship, VoivodeshipTopCities } from "../domain/region"
import { BadRequestError, NotFoundError } from "./errors"
import { KeyList, Line, maxLengths } from "./bounds"
import { RowId } from "./ids"

const Specializations = Schema.optionalKey(KeyList)

export const CitiesPayload = Schema.Struct({ slug: Line(maxLengths.key), required_specialization: Specializations })
export type CitiesPayload = typeof CitiesPayload.Type

export const NewFacilitiesPayload = Schema.Struct({
  city_slug: Line(maxLengths.key),
  voivodeship_slug: Line(maxLengths.key),
  required_specialization: Specializations,
  district: Schema.optionalKey(Schema.NullOr(Line(maxLengths.key))),
  page: Schema.optionalKey(RowId)
})
export type NewFacilitiesPayload = typeof NewFacilitiesPayload.Type

export const DistrictsPayload = Schema.Struct({
  city_slug: Line(maxLengths.key),
  voivodeship_slug: Line(maxLengths.key),
  required_specialization: Specializations
})
export type DistrictsPayload = typeof DistrictsPayload.Type

export const NewFacilities = Schema.Struct({
  city: Schema.String,
  district: Schema.NullOr(Schema.String),
  /**
   * The city's description from the CMS (management 2.10), rich text as HTML sanitised when it
   * was saved; null on a district's page, and for a city nobody described.
   */
  description: Schema.NullOr(Schema.String),
  facilities: Page(FacilitySummary)
})
export type NewFacilities = typeof NewFacilities.Type

/** Catalogue data by voivodeship, city and district (7.3). */
export const RegionsGroup = HttpApiGroup.make("regions")
  .add(
    HttpApiEndpoint.get("topCities", "/regions/voivodeships/top-5-cities", {
      query: { type: Schema.optionalKey(Schema.Literals(["przedszkola", "zlobki"])) },
      success: Schema.Array(VoivodeshipTopCities),
      error: BadRequestError
    })
  )
  .add(HttpApiEndpoint.get("voivodeships", "/regions/voivodeships", { success: Schema.Array(Voivodeship) }))
  .add(
    HttpApiEndpoint.post("cities", "/regions/voivodeships/cities", {
      payload: CitiesPayload,
      success: CitiesOfVoivodeship,
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    // A city's districts that have facilities of the types asked for, with their counts, in
    // Polish alphabetical order: the city's catalogue page links each to its district page.
    HttpApiEndpoint.post("districts", "/regions/voivodeships/cities/districts", {
      payload: DistrictsPayload,
      success: Schema.Array(DistrictListItem),
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.post("newFacilities", "/regions/voivodeships/cities/new_facilities", {
      payload: NewFacilitiesPayload,
      success: NewFacilities,
      error: [BadRequestError, NotFoundError]
    })
  )
