import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Page } from "../domain/page"
import { SalesRequest } from "../domain/salesRequest"
import { PhoneNumber } from "./applications"
import { EmailAddress, FilledLine, Line, maxLengths, PlainPersonName } from "./bounds"
import { BadRequestError, recordErrors, TooManyRequestsError } from "./errors"
import { PageQuery, RecordId } from "./ids"

/** The facility lead form (spec 3.14): first name and surname, e-mail, phone, facility name, position. */
export const LeadPayload = Schema.Struct({
  name_surname: PlainPersonName,
  email: EmailAddress,
  phone: PhoneNumber,
  facility_name: FilledLine(maxLengths.facilityName),
  position: FilledLine(maxLengths.shortText)
})
export type LeadPayload = typeof LeadPayload.Type

/** The free 15-minute presentation booking (spec 3.14): an address; a phone and a preferred time if given. */
export const PresentationPayload = Schema.Struct({
  email: EmailAddress,
  phone: Schema.optionalKey(PhoneNumber),
  preferred_time: Schema.optionalKey(Line(maxLengths.shortText))
})
export type PresentationPayload = typeof PresentationPayload.Type

/** What a sent request answers: its number. */
const Received = Schema.Struct({ id: Schema.Number }).pipe(HttpApiSchema.status(201))

/**
 * Forms to the product team (issue 19): anyone, signed in or not, sends a lead or books a
 * presentation; each is stored, mailed to the product team and acknowledged to the sender, and
 * limited per address (429 with Retry-After). Support staff list them and mark one handled.
 */
export const SalesRequestsGroup = HttpApiGroup.make("salesRequests")
  .add(HttpApiEndpoint.post("lead", "/v1/lead", { payload: LeadPayload, success: Received, error: [BadRequestError, TooManyRequestsError] }))
  .add(
    HttpApiEndpoint.post("presentation", "/v1/presentation", {
      payload: PresentationPayload,
      success: Received,
      error: [BadRequestError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/support/sales-requests", {
      query: PageQuery,
      success: Page(SalesRequest),
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("markHandled", "/v1/support/sales-requests/:id", {
      params: { id: RecordId },
      payload: Schema.Struct({ handled: Schema.Boolean }),
      success: SalesRequest,
      // 404 ERROR_NOT_FOUND: no such request (or deleted after its time).
      error: recordErrors
    })
  )
