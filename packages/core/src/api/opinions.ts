import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { FacilityOpinion, MyOpinion, OpinionSummary, PublicOpinion } from "../domain/opinion"
import { Page } from "../domain/page"
import { OPINION_MIN_LENGTH } from "../domain/rules/fieldValidators"
import { RATING_MAX, RATING_MIN } from "../domain/rules/ratings"
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { maxLengths, Paragraphs, PlainPersonName, PlainSurname } from "./bounds"
import { FacilityRef, PageQuery, RecordId, RowId } from "./ids"

const Rating = Schema.Int.check(Schema.isBetween({ minimum: RATING_MIN, maximum: RATING_MAX }, { message: "RATE_ALL_ASPECTS" }))

/**
 * A new opinion (spec 2.8, 3.7): the three ratings 1–5, pros and cons (optional, for the facility
 * and the author only), a comment of at least 50 characters, the author's first name and surname
 * as they should be shown.
 */
export const OpinionPayload = Schema.Struct({
  facility_id: RowId,
  cleanliness: Rating,
  staff: Rating,
  food: Rating,
  pros: Schema.optionalKey(Schema.NullOr(Paragraphs(maxLengths.prosCons))),
  cons: Schema.optionalKey(Schema.NullOr(Paragraphs(maxLengths.prosCons))),
  comment: Paragraphs(maxLengths.opinion).check(
    Schema.makeFilter((text: string) => text.trim().length >= OPINION_MIN_LENGTH || "OPINION_TOO_SHORT", {
      // So values derived from the schema (property tests) are long enough to pass.
      arbitraryConstraint: { minLength: OPINION_MIN_LENGTH }
    })
  ),
  name: PlainPersonName,
  surname: PlainSurname
})
export type OpinionPayload = typeof OpinionPayload.Type

/** What `POST v1/opinion` answers: the opinion waits for moderation. */
export const OpinionCreated = Schema.Struct({ id: Schema.Number, status: Schema.Literal("pending") })
export type OpinionCreated = typeof OpinionCreated.Type

/** A facility's answer to an opinion (management 2.4): moderated like an opinion. */
export const AnswerPayload = Schema.Struct({ content: Paragraphs(maxLengths.message) })
export type AnswerPayload = typeof AnswerPayload.Type

/**
 * Opinions (spec 2.7, 2.8, 4.3): published ones on a profile, sending one, my own with their
 * moderation timeline; the facility's side — all its opinions with pros and cons (a page, or one), and answering.
 */
export const OpinionsGroup = HttpApiGroup.make("opinions")
  .add(
    HttpApiEndpoint.get("recent", "/v1/opinion/recent", {
      query: { limit: Schema.optionalKey(Schema.NumberFromString.pipe(Schema.decodeTo(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))))) },
      success: Schema.Array(OpinionSummary),
      error: BadRequestError
    })
  )
  .add(
    HttpApiEndpoint.post("create", "/v1/opinion", {
      payload: OpinionPayload,
      success: OpinionCreated.pipe(HttpApiSchema.status(201)),
      // 403 the facility's own staff; 404 no such facility; 409 already written one.
      error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.get("ofFacility", "/facility/list/:id/opinions", {
      params: FacilityRef,
      query: PageQuery,
      success: Page(PublicOpinion),
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.get("mine", "/v1/opinion/mine", {
      success: Schema.Array(MyOpinion),
      error: UnauthorizedError
    })
  )
  .add(
    HttpApiEndpoint.get("received", "/facility/list/:id/opinions/received", {
      params: FacilityRef,
      query: PageQuery,
      success: Page(FacilityOpinion),
      // 403 for anyone who does not run the facility.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.get("receivedOne", "/facility/list/:id/opinions/:opinionId", {
      params: { ...FacilityRef, opinionId: RecordId },
      success: FacilityOpinion,
      // 403 for anyone who does not run the facility; 404 no such facility, or no such opinion of it.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("answer", "/v1/opinion/:id/answer", {
      params: { id: RecordId },
      payload: AnswerPayload,
      success: FacilityOpinion,
      // 403 not the facility's; 404 no such opinion (or not published yet).
      error: recordErrors
    })
  )
