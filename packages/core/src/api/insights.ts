import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BeaconInsightKind, FacilityInsights, InsightPeriod } from "../domain/insights"
import { BadRequestError, NotFoundError, TooManyRequestsError, recordErrors } from "./errors"
import { FacilityRef, RowId } from "./ids"

/** `?days=7|30|90`: the period of the dashboard's insights; anything else is a 400. */
export const InsightsQuery = { days: Schema.NumberFromString.pipe(Schema.decodeTo(InsightPeriod)) }

/** An event only the browser sees (a click on the facility's website), reported with nothing about who. */
export const InsightEventPayload = Schema.Struct({ facility_id: RowId, kind: BeaconInsightKind })
export type InsightEventPayload = typeof InsightEventPayload.Type

/**
 * What a facility's listing brings it (issue 20, the owner's dashboard): the insights its
 * runners and support read, and the beacon a profile sends for a click the server cannot see.
 */
export const InsightsGroup = HttpApiGroup.make("insights")
  .add(
    HttpApiEndpoint.get("facility", "/facility/list/:id/insights", {
      params: FacilityRef,
      query: InsightsQuery,
      success: FacilityInsights,
      // 403 for anyone but its OWNER, ADMINs and support; 404 no such facility.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("event", "/v1/insights/event", {
      payload: InsightEventPayload,
      // 204; counted, never stored with who sent it. 404 no such public facility; 429 too many from one client.
      error: [BadRequestError, NotFoundError, TooManyRequestsError]
    })
  )
