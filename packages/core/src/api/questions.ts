import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { QuestionMessage, QuestionSummary, QuestionThread, QuestionTopic } from "../domain/question"
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { maxLengths, Paragraphs } from "./bounds"
import { RecordId, RowId } from "./ids"

/** A new question (spec 2.9): a topic from the list and what the parent asks. It opens a thread. */
export const QuestionPayload = Schema.Struct({
  facility_id: RowId,
  topic: QuestionTopic,
  content: Paragraphs(maxLengths.message)
})
export type QuestionPayload = typeof QuestionPayload.Type

/** A further message in a thread, from the parent or the facility. */
export const MessagePayload = Schema.Struct({ content: Paragraphs(maxLengths.message) })
export type MessagePayload = typeof MessagePayload.Type

/**
 * Which threads to list: without `facility_id`, the ones I asked; with it, that facility's
 * (for those who run it).
 */
export const QuestionListQuery = Schema.Struct({ facility_id: Schema.optionalKey(RecordId) })

/**
 * Questions as conversations (spec 2.9, 3.8): a parent asks, the facility answers inside the
 * thread, both write again; reading a thread marks its messages seen for the reader.
 */
export const QuestionsGroup = HttpApiGroup.make("questions")
  .add(
    HttpApiEndpoint.post("ask", "/v1/user-question", {
      payload: QuestionPayload,
      success: QuestionThread.pipe(HttpApiSchema.status(201)),
      error: [BadRequestError, UnauthorizedError, NotFoundError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/user-question", {
      query: QuestionListQuery,
      success: Schema.Array(QuestionSummary),
      // 403 a facility's threads for someone who does not run it.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.get("thread", "/v1/user-question/:id", {
      params: { id: RecordId },
      success: QuestionThread,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("write", "/v1/user-question/:id/message", {
      params: { id: RecordId },
      payload: MessagePayload,
      success: QuestionMessage.pipe(HttpApiSchema.status(201)),
      // 403 also for a facility's messages over its package limit (ERROR_ACTION_LIMIT_MET).
      error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, TooManyRequestsError]
    })
  )
