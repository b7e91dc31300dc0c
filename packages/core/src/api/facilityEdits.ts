import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FacilityStatus, GeoPoint } from "../domain/facility"
import { ManagedFacility } from "../domain/managedFacility"
import { POST_CODE_PATTERN } from "../domain/rules/facilityAddress"
import { LAST_MINUTE_OF_DAY, spanProblem } from "../domain/rules/timeOfDay"
import { isValidUrl } from "../domain/rules/url"
import { repeatedAgeGroups } from "../domain/rules/vacancies"
import { UserLimitRecord } from "../domain/userLimit"
import { AGE_GROUPS } from "../domain/ageGroups"
import { VacancyByAge } from "../domain/vacancies"
import { PhoneNumber } from "./applications"
import { EmailAddress, FilledLine, Latitude, Line, List, Longitude, MAX_TAGS, maxLengths, Paragraphs, Text } from "./bounds"
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { FacilityRef, RowId, Uuid } from "./ids"

const FacilityName = FilledLine(maxLengths.facilityName).check(
  // A blank name is FIELD_REQUIRED alone: one message per field (management 5).
  Schema.makeFilter((name: string) => name.trim() === "" || name.trim().length >= 3 || "FACILITY_NAME_TOO_SHORT")
)

/** A web address (management 5: it parses as given or with https:// before it); stored as core's normalizeUrl makes it. */
export const WebAddress = Line(maxLengths.url).check(Schema.makeFilter((text: string) => isValidUrl(text) || "URL_INVALID"))

const PostCode = Line(maxLengths.buildingNumber).check(Schema.isPattern(POST_CODE_PATTERN, { message: "POST_CODE_INVALID" }))

/** Minutes since midnight of a time of the day (0–1439). */
const Minute = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: LAST_MINUTE_OF_DAY }, { message: "TIME_INVALID" }))

const Count = (maximum: number) => Schema.Int.check(Schema.isBetween({ minimum: 0, maximum }, { message: "FIELD_INVALID" }))

/** A point on the globe: the facility's map location. */
export const Location = Schema.Struct({
  lat: Latitude,
  lng: Longitude
})

export const ExtraClassInput = Schema.Struct({ name: FilledLine(maxLengths.shortText), description: Text(maxLengths.paragraph) })

/** A day plan entry as sent: its duration is its span, computed by the server (core's dayPlanOf). */
export const DayPlanEntryInput = Schema.Struct({
  start: Minute,
  end: Minute,
  name: FilledLine(maxLengths.shortText),
  description: Text(maxLengths.paragraph)
}).check(Schema.makeFilter((entry) => {
  const problem = spanProblem(entry.start, entry.end)
  return problem === null || { path: ["end"], issue: problem }
}))

/** Free places per age group: each age group once. */
export const VacanciesByAge = List(VacancyByAge, AGE_GROUPS.length).check(
  Schema.makeFilter((vacancies) => repeatedAgeGroups(vacancies).map((index) => ({ path: [index, "age_group"], issue: "AGE_GROUP_REPEATED" })))
)

const optional = Schema.optionalKey
const nullable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))

/**
 * The changed fields of a facility, under the facility record's own names (management 2.4, 7);
 * a field left out stays as it is, null clears it. The place is the town's id and the district's
 * (from the city search): the voivodeship follows the town. Amenities (`features`) travel alone,
 * with `?type=features`. The server also checks what depends on the record or its package:
 * tuition and hours that make sense with what is stored, the description's length
 * (`description_chars`), recruitment text (`recruitment_description`), the amenities' count
 * (`amenities`) and how often they change (`amenities_edits_per_month`).
 */
export const FacilityPatch = Schema.Struct({
  name: optional(FacilityName),
  specialization: optional(List(Uuid, 10).check(Schema.isMinLength(1, { message: "FIELD_REQUIRED" }))),
  ownership: optional(List(Uuid, 20)),
  features: optional(List(Uuid, MAX_TAGS)),
  country: optional(FilledLine(maxLengths.shortText)),
  town_id: optional(RowId),
  district_id: nullable(RowId),
  county: optional(Line(maxLengths.shortText)),
  post_code: nullable(PostCode),
  street: nullable(FilledLine(maxLengths.shortText)),
  building_number: nullable(FilledLine(maxLengths.buildingNumber)),
  apartment_number: nullable(FilledLine(maxLengths.buildingNumber)),
  location: optional(Location),
  phone: nullable(PhoneNumber),
  second_phone: nullable(PhoneNumber),
  email: nullable(EmailAddress),
  website: nullable(WebAddress),
  facebook: nullable(WebAddress),
  instagram: nullable(WebAddress),
  bip: nullable(WebAddress),
  headmaster: nullable(FilledLine(maxLengths.name)),
  children_count: nullable(Count(10_000)),
  tuition: nullable(FilledLine(maxLengths.shortText)),
  tuition_from: nullable(Count(1_000_000)),
  tuition_to: nullable(Count(1_000_000)),
  open_at: nullable(Minute),
  close_at: nullable(Minute),
  saturday_open_at: nullable(Minute),
  saturday_close_at: nullable(Minute),
  sunday_open_at: nullable(Minute),
  sunday_close_at: nullable(Minute),
  is_open_saturday: optional(Schema.Boolean),
  is_open_sunday: optional(Schema.Boolean),
  description: optional(Text(maxLengths.richText)),
  extra_classes: optional(List(ExtraClassInput, 30)),
  day_plan: optional(List(DayPlanEntryInput, 40)),
  recruitment_active: optional(Schema.Boolean),
  recruitment_description: nullable(Paragraphs(maxLengths.paragraph)),
  vacancies: optional(Schema.Boolean),
  vacancies_by_age: optional(VacanciesByAge),
  notify_new_opinions: optional(Schema.Boolean),
  notify_new_questions: optional(Schema.Boolean),
  active: optional(Schema.Boolean)
})
export type FacilityPatch = typeof FacilityPatch.Type

/** `?type=features`: the amenities edit (management 7). */
export const FacilityPatchQuery = Schema.Struct({ type: Schema.optionalKey(Schema.Literal("features")) })
export type FacilityPatchQuery = typeof FacilityPatchQuery.Type

/** Support moves a facility to another package's status. */
export const FacilityStatusPayload = Schema.Struct({ status: FacilityStatus })
export type FacilityStatusPayload = typeof FacilityStatusPayload.Type

/** What the geocoding service is asked: an address (core's addressLookupQuery). */
export const GeocodeQuery = Schema.Struct({
  q: Line(maxLengths.searchText).check(Schema.isPattern(/\S.*\S.*\S/s, { message: "FIELD_REQUIRED" }))
})
export type GeocodeQuery = typeof GeocodeQuery.Type

/**
 * Editing a facility's profile (management 2.4, 6, 7): those holding `facility-data/write` on it
 * (or support) read it as they edit it and save the changed fields; support alone changes its
 * package status; the package limits; the map location of an address.
 */
export const FacilityEditsGroup = HttpApiGroup.make("facilityEdits")
  .add(HttpApiEndpoint.get("manage", "/facility/list/:id/manage", { params: FacilityRef, success: ManagedFacility, error: recordErrors }))
  .add(
    HttpApiEndpoint.patch("patch", "/facility/list/:id", {
      params: FacilityRef,
      query: FacilityPatchQuery,
      payload: FacilityPatch,
      success: ManagedFacility,
      // 403 ERROR_ACTION_LIMIT_MET: this month's amenity edits are used up.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("setStatus", "/v1/support/facility/:id/status", {
      params: FacilityRef,
      payload: FacilityStatusPayload,
      success: ManagedFacility,
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.get("userLimits", "/v1/user-limit", { success: Schema.Array(UserLimitRecord) }))
  .add(
    HttpApiEndpoint.get("geocode", "/v1/geocode", {
      query: GeocodeQuery,
      success: GeoPoint,
      // 404 nothing found (or no geocoder configured): the client falls back to the town's centre;
      // ERROR_GEO_SEARCHER (the boundary's 500): the service failed or did not answer in time.
      error: [BadRequestError, UnauthorizedError, NotFoundError, TooManyRequestsError]
    })
  )
