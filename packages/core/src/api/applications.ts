import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Application, ApplicationStatus } from "../domain/application"
import { PHONE_MIN_LENGTH } from "../domain/rules/fieldValidators"
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { Line, maxLengths, PlainPersonName, PlainSurname } from "./bounds"
import { FacilityRef, RecordId, RowId } from "./ids"

/** A phone number as typed: digits, spaces, dashes, a leading +, parentheses; at least 7 digits. */
export const PhoneNumber = Line(maxLengths.phone).check(
  Schema.isPattern(/^\+?[\d\s()-]*$/, { message: "PHONE_INVALID" }),
  Schema.makeFilter((text: string) => text.replace(/\D/g, "").length >= PHONE_MIN_LENGTH || "PHONE_FIELD_MINIMAL_INPUT")
)

/** `YYYY-MM-DD`; the server also checks the child is 0–7 years old (core's validateChildBirthDate). */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "BIRTH_DATE_INVALID" }))

/** A recruitment application (spec 2.9, 3.10). */
export const ApplicationPayload = Schema.Struct({
  facility_id: RowId,
  parent_name: PlainPersonName,
  parent_surname: PlainSurname,
  parent_phone: PhoneNumber,
  address: Line(maxLengths.address).check(Schema.isMinLength(5, { message: "ADDRESS_TOO_SHORT" })),
  child_name: PlainPersonName,
  child_surname: PlainSurname,
  child_birth_date: IsoDate
})
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
      // 409 the same child's application to this facility is still open.
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.get("mine", "/v1/application/mine", { success: Schema.Array(Application), error: UnauthorizedError }))
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
