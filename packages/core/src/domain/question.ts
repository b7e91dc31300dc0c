import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"

/** What a parent asks a facility about (spec 2.9, 3.8). */
export const questionTopics = ["recruitment", "fees", "daily_schedule", "meals", "staff", "visit", "other"] as const
export const QuestionTopic = Schema.Literals(questionTopics)
export type QuestionTopic = typeof QuestionTopic.Type

/** One message of a thread: the parent's, or the facility's answer. */
export const QuestionMessage = Schema.Struct({
  id: Schema.Number,
  content: Schema.String,
  from_facility: Schema.Boolean,
  /** Who wrote it as shown: the parent's name or the facility's; null once the account is deleted. */
  author_name: Schema.NullOr(Schema.String),
  created_at: Schema.Number
})
export type QuestionMessage = typeof QuestionMessage.Type

const ThreadHead = {
  id: Schema.Number,
  ...AboutFacility,
  topic: QuestionTopic,
  /** The asking parent's display name; null once their account is deleted. */
  asked_by: Schema.NullOr(Schema.String),
  created_at: Schema.Number,
  last_message_at: Schema.Number
}

/** A thread in a list: its head, its last message, and how many of its messages the reader has not seen. */
export const QuestionSummary = Schema.Struct({
  ...ThreadHead,
  last_message: Schema.String,
  unseen: Schema.Number
})
export type QuestionSummary = typeof QuestionSummary.Type

/** A whole conversation (spec 3.8): the parent's question and every message after it, oldest first. */
export const QuestionThread = Schema.Struct({
  ...ThreadHead,
  messages: Schema.Array(QuestionMessage)
})
export type QuestionThread = typeof QuestionThread.Type
