import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Facility, FacilityEmail, FacilityPhone, FacilitySummary } from "../domain/facility"
import { Page } from "../domain/page"
import { BadRequestError, NotFoundError } from "./errors"
import { KeyList, Line, maxLengths } from "./bounds"
import { FacilityRef, PageQuery, RecordId, RowId } from "./ids"


/** Query of `v1/facility/list`: the filter grammar (7.1) plus pagination. */
export const FacilityListQuery = Schema.Struct({
  query: Schema.optionalKey(Line(maxLengths.searchText)),
  // Any positive count is taken; the server serves at most 100 a page.
  limit: Schema.optionalKey(RecordId),
  ...PageQuery
})
export type FacilityListQuery = typeof FacilityListQuery.Type

export const FacilityPage = Page(FacilitySummary)

export const ListByVoivodeshipPayload = Schema.Struct({
  voivodeship_slug: Line(maxLengths.key),
  required_specialization: Schema.optionalKey(KeyList),
  page: Schema.optionalKey(RowId)
})
export type ListByVoivodeshipPayload = typeof ListByVoivodeshipPayload.Type

/** Reading facilities (7.4). */
export const FacilitiesGroup = HttpApiGroup.make("facilities")
  .add(
    HttpApiEndpoint.get("list", "/v1/facility/list", {
      query: FacilityListQuery,
      success: FacilityPage,
      // 400 also for a filter query the grammar rejects.
      error: BadRequestError
    })
  )
  .add(HttpApiEndpoint.get("get", "/facility/list/:id", { params: FacilityRef, success: Facility, error: [BadRequestError, NotFoundError] }))
  .add(
    HttpApiEndpoint.get("phone", "/facility/list/:id/phone", {
      params: FacilityRef,
      success: FacilityPhone,
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.get("email", "/facility/list/:id/email", {
      params: FacilityRef,
      success: FacilityEmail,
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.get("best", "/facility/list-best-facilities/:param", {
      params: { param: Line(maxLengths.key) },
      success: Schema.Array(FacilitySummary),
      error: BadRequestError
    })
  )
  .add(
    HttpApiEndpoint.post("listByVoivodeship", "/facility/list-by-voivodeship", {
      payload: ListByVoivodeshipPayload,
      success: FacilityPage,
      error: BadRequestError
    })
  )
