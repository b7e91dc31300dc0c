import { Schema } from "effect"

const CountByFacility = Schema.Record(Schema.String, Schema.Number)

/** Counters of unseen items for the signed-in user (3.13). */
export const Overview = Schema.Struct({
  opinions: Schema.Struct({
    new_answers: Schema.Number,
    new_opinions: Schema.Number,
    new_opinions_by_facility: CountByFacility
  }),
  user_questions: Schema.Struct({
    new_messages: Schema.Number,
    new_messages_by_facility: CountByFacility
  })
})
export type Overview = typeof Overview.Type
