import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Application, ApplicationGroupSent, ApplicationStatus, ParentApplication } from "../domain/application"
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

/** At most this many facilities share one submission (issue 20). */
export const MAX_APPLICATION_CHOICES = 5

/**
 * The facilities of one submission, in the parent's priority order (first is most wanted): 1–5,
 * each once (issue 20).
 */
export const ApplicationChoices = Schema.Array(RowId).check(
  Schema.isMinLength(1, { message: "APPLICATION_CHOICES_MISSING" }),
  Schema.isMaxLength(MAX_APPLICATION_CHOICES, { message: "APPLICATION_CHOICES_TOO_MANY" }),
  Schema.makeFilter((ids: ReadonlyArray<number>) => new Set(ids).size === ids.length || "APPLICATION_CHOICES_REPEATED")
)

/**
 * A recruitment application (spec 2.9, 3.10): to one facility (`facility_id`) or, in the
 * parent's priority order, to up to five (`facility_ids`, issue 20) — exactly one of the two,
 * which the server checks.
 */
export const ApplicationPayload = Schema.Struct({
  facility_id: Schema.optionalKey(RowId),
  facility_ids: Schema.optionalKey(ApplicationChoices),
  parent_name: PlainPersonName,
  parent_surname: PlainSurname,
  parent_phone: PhoneNumber,
  address: Line(maxLengths.address).check(Schema.isMinLength(5, { message: "ADDRESS_TOO_SHORT" })),
  child_name: PlainPersonName,
  child_surname: PlainSurname,
  child_birth_date: IsoDate
})
export type ApplicationPayload = typeof ApplicationPayload.Type

/**
 * What the parent withdraws (issue 20): the application named in the path (`this`) or every
 * other copy of its submission still to be withdrawn (`others`, once one facility accepted).
 */
export const ApplicationWithdrawPayload = Schema.Struct({ scope: Schema.Literals(["this", "others"]) })
export type ApplicationWithdrawPayload = typeof ApplicationWithdrawPayload.Type

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
      // One facility: its application; several (`facility_ids`): the submission's copies in priority order.
      success: Schema.Union([Application, ApplicationGroupSent]).pipe(HttpApiSchema.status(201)),
      // 409 the same child's application to this facility is still open.
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.get("mine", "/v1/application/mine", { success: Schema.Array(ParentApplication), error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.post("withdraw", "/v1/application/:application/withdraw", {
      params: { application: RecordId },
      payload: ApplicationWithdrawPayload,
      // The parent's copies of the submission after the withdrawal, in priority order.
      success: Schema.Array(ParentApplication),
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
