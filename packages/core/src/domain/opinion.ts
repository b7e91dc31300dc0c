import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"

/** A published opinion as shown in 'recently added opinions' on the landing page. */
export const OpinionSummary = Schema.Struct({
  id: Schema.Number,
  ...AboutFacility,
  facility_city: Schema.String,
  rating_cleanliness: Schema.Number,
  rating_staff: Schema.Number,
  rating_food: Schema.Number,
  comment: Schema.String,
  author_name: Schema.String,
  created_at: Schema.Number
})
export type OpinionSummary = typeof OpinionSummary.Type

/** Where an opinion or a facility's answer stands in moderation (spec 4.3). */
export const ModerationStatus = Schema.Literals(["pending", "accepted", "rejected"])
export type ModerationStatus = typeof ModerationStatus.Type

/**
 * The badge of a published opinion (spec 4.3): unverified — nothing ties the author to the
 * facility; verified — the author is a parent the facility confirmed; trusted — a moderator
 * recommended it after checking the author. See core's `opinionBadge`.
 */
export const OpinionBadge = Schema.Literals(["unverified", "verified", "trusted"])
export type OpinionBadge = typeof OpinionBadge.Type

/** The author as shown: the first name and surname typed in the wizard; null once the account is deleted ('Konto usunięte'). */
export const OpinionAuthor = Schema.NullOr(Schema.Struct({ name: Schema.String, surname: Schema.String }))
export type OpinionAuthor = typeof OpinionAuthor.Type

const Ratings = {
  rating_cleanliness: Schema.Number,
  rating_staff: Schema.Number,
  rating_food: Schema.Number
}

/** What the author wrote, pros and cons included: for the author, the facility and the moderators. */
const WrittenOpinion = {
  ...Ratings,
  pros: Schema.NullOr(Schema.String),
  cons: Schema.NullOr(Schema.String),
  comment: Schema.String
}

/** A facility's published answer to an opinion. */
export const PublishedAnswer = Schema.Struct({
  id: Schema.Number,
  content: Schema.String,
  created_at: Schema.Number
})
export type PublishedAnswer = typeof PublishedAnswer.Type

/**
 * An accepted opinion on a facility's profile (spec 2.7, 3.7). Pros and cons are never here:
 * only the facility and the author see them. The answer's id is the opinion's (one answer each),
 * reported as 'answer:<id>'.
 */
export const PublicOpinion = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  ...Ratings,
  comment: Schema.String,
  author: OpinionAuthor,
  badge: OpinionBadge,
  answer: Schema.NullOr(PublishedAnswer),
  created_at: Schema.Number
})
export type PublicOpinion = typeof PublicOpinion.Type

/** The moderation timeline of an opinion or an answer: sent, then decided with a reason when rejected. */
const Timeline = {
  status: ModerationStatus,
  created_at: Schema.Number,
  decided_at: Schema.NullOr(Schema.Number),
  reject_reason: Schema.NullOr(Schema.String)
}

/** A facility's answer as its writers and moderators see it: with its moderation state. */
export const ModeratedAnswer = Schema.Struct({
  content: Schema.String,
  ...Timeline
})
export type ModeratedAnswer = typeof ModeratedAnswer.Type

/** One of my opinions (spec 2.11): everything I wrote, its moderation timeline and the facility's answer once published. */
export const MyOpinion = Schema.Struct({
  id: Schema.Number,
  ...AboutFacility,
  ...WrittenOpinion,
  name: Schema.String,
  surname: Schema.String,
  ...Timeline,
  answer: Schema.NullOr(PublishedAnswer)
})
export type MyOpinion = typeof MyOpinion.Type

/**
 * An opinion as the facility sees it (management 2.4): pending and rejected ones too, with the
 * pros and cons and its own answer in whatever state moderation left it.
 */
export const FacilityOpinion = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  ...WrittenOpinion,
  author: OpinionAuthor,
  badge: OpinionBadge,
  ...Timeline,
  answer: Schema.NullOr(ModeratedAnswer)
})
export type FacilityOpinion = typeof FacilityOpinion.Type

/** An item on the moderation desk: an opinion to verify, or a facility's answer to one. */
export const ModerationItem = Schema.Struct({
  kind: Schema.Literals(["opinion", "answer"]),
  /** The opinion's id (an answer is moderated through its opinion). */
  id: Schema.Number,
  ...AboutFacility,
  ...WrittenOpinion,
  author: OpinionAuthor,
  /** The account that wrote the opinion, for the moderator's checks; null once deleted. */
  author_email: Schema.NullOr(Schema.String),
  /** The answer awaiting a decision (kind 'answer'), or null. */
  answer: Schema.NullOr(Schema.String),
  /** When the item entered the queue: the opinion's or the answer's sending. */
  queued_at: Schema.Number,
  /** Where it stands: waiting for a decision, or decided. */
  status: Schema.Literals(["pending", "accepted", "rejected"]),
  /** How many times people reported it (the reports modal lists who and why). */
  reports: Schema.Number
})
export type ModerationItem = typeof ModerationItem.Type
