import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Application, ApplicationStatus } from "../domain/application"
import { PHONE_MIN_LENGTH } from "../domain/rules/fieldValidators"
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { Line, List, maxLengths, PlainPersonName, PlainSurname } from "./bounds"
import { FacilityRef, RecordId, RowId } from "./ids"

/** A phone number as typed: digits, spaces, dashes, a leading +, parentheses; at least 7 digits. */
export const PhoneNumber = Line(maxLengths.phone).check(
  Schema.isPattern(/^\+?[\d\s()-]*$/, { message: "PHONE_INVALID" }),
  Schema.makeFilter((text: string) => text.replace(/\D/g, "").length >= PHONE_MIN_LENGTH || "PHONE_FIELD_MINIMAL_INPUT")
)

/** `YYYY-MM-DD`; the server also checks the child is 0–7 years old (core's validateChildBirthDate). */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "BIRTH_DATE_INVALID" }))

/** At most this many facilities one application form is sent to (issue 20). */
export const MAX_APPLICATION_CHOICES = 5

/**
 * A recruitment application (spec 2.9, 3.10): to one facility (`facility_id`), or the same form
 * to 1–5 facilities in the parent's priority order (`facility_ids`, issue 20) — exactly one of the two.
 */
export const ApplicationPayload = Schema.Struct({
  facility_id: Schema.optionalKey(RowId),
  facility_ids: Schema.optionalKey(
    List(RowId, MAX_APPLICATION_CHOICES).check(Schema.isMinLength(1, { message: "FIELD_REQUIRED" }))
  ),
  parent_name: PlainPersonName,
  parent_surname: PlainSurname,
  parent_phone: PhoneNumber,
  address: Line(maxLengths.address).check(Schema.isMinLength(5, { message: "ADDRESS_TOO_SHORT" })),
  child_name: PlainPersonName,
  child_surname: PlainSurname,
  child_birth_date: IsoDate
}).check(
  Schema.makeFilter((application) =>
    (application.facility_id === undefined) !== (application.facility_ids === undefined) ||
    { path: ["facility_ids"], issue: "FIELD_INVALID" }
  ),
  Schema.makeFilter((application) =>
    application.facility_ids === undefined || new Set(application.facility_ids).size === application.facility_ids.length ||
    { path: ["facility_ids"], issue: "FIELD_INVALID" }
  )
)
export type ApplicationPayload = typeof ApplicationPayload.Type

/** The facility moves an application on. */
export const ApplicationStatusPayload = Schema.Struct({ status: ApplicationStatus })
export type ApplicationStatusPayload = typeof ApplicationStatusPayload.Type

/**
 * Recruitment applications (spec 2.9): a parent applies and follows the status; the facility
 * (management 2.4) reads what it received and sets the status.
 */
export const ApplicationsGroup = HttpApiGroup.make("applications")
  .add(
    HttpApiEndpoint.post("apply", "/v1/application", {
      payload: ApplicationPayload,
      success: Application.pipe(HttpApiSchema.status(201)),
      // 409 the same child's application to this (or, with facility_ids, one of these) facility is still open;
      // with facility_ids the answer is the copy sent to the first choice, with its group.
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.get("mine", "/v1/application/mine", { success: Schema.Array(Application), error: UnauthorizedError }))
  .add(
    // The parent takes back their own application copy (say, once another choice accepted): 400 when already decided.
    HttpApiEndpoint.post("withdraw", "/v1/application/:application/withdraw", {
      params: { application: RecordId },
      success: Application,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.get("received", "/facility/list/:id/applications", {
      params: FacilityRef,
      success: Schema.Array(Application),
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("setStatus", "/facility/list/:id/applications/:application", {
      params: { ...FacilityRef, application: RecordId },
      payload: ApplicationStatusPayload,
      success: Application,
      error: recordErrors
    })
  )
