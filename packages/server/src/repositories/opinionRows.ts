import {
  opinionBadge,
  type FacilityOpinion,
  type ModerationStatus,
  type MyOpinion,
  type OpinionAuthor,
  type PublicOpinion,
  type PublishedAnswer
} from "@pociecha/core"

/** Milliseconds since the epoch of a timestamp column, as the contract's dates are. */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`

/** An opinion row as the lists read it (alias `o`). */
export interface OpinionRow {
  readonly id: number
  readonly facility_id: number
  readonly rating_cleanliness: number
  readonly rating_staff: number
  readonly rating_food: number
  readonly pros: string | null
  readonly cons: string | null
  readonly comment: string
  readonly author_name: string
  readonly author_surname: string
  readonly author_deleted: boolean
  readonly recommended: boolean
  /** The author is a parent the facility confirmed (the 'verified' badge). */
  readonly confirmed_parent: boolean
  readonly status: ModerationStatus
  readonly created_at: number
  readonly decided_at: number | null
  readonly reject_reason: string | null
  readonly facility_answer: string | null
  readonly answer_status: ModerationStatus | null
  readonly answered_at: number | null
  readonly answer_decided_at: number | null
  readonly answer_reject_reason: string | null
}

/** The columns of {@link OpinionRow}, from `opinions o`. */
export const opinionColumns = `
  o.id, o.facility_id, o.rating_cleanliness, o.rating_staff, o.rating_food, o.pros, o.cons, o.comment,
  o.author_name, o.author_surname, o.author_deleted, o.recommended,
  exists (select 1 from facility_members m where m.facility_id = o.facility_id and m.account_id = o.account_id
    and m.role = 'parent' and m.status = 'accepted') as confirmed_parent,
  o.status, ${epochMs("o.created_at")} as created_at, ${epochMs("o.decided_at")} as decided_at, o.reject_reason,
  o.facility_answer, o.answer_status, ${epochMs("o.answered_at")} as answered_at,
  ${epochMs("o.answer_decided_at")} as answer_decided_at, o.answer_reject_reason`

/** The author as shown: the names typed in the wizard, or null once the account is deleted ('Konto usunięte'). */
export const authorOf = (row: OpinionRow): OpinionAuthor =>
  row.author_deleted ? null : { name: row.author_name, surname: row.author_surname }

const ratingsOf = (row: OpinionRow) => ({
  rating_cleanliness: row.rating_cleanliness,
  rating_staff: row.rating_staff,
  rating_food: row.rating_food
})

const timelineOf = (row: OpinionRow) => ({
  status: row.status,
  created_at: row.created_at,
  decided_at: row.decided_at,
  reject_reason: row.reject_reason
})

/** The facility's answer once moderation published it; its id is the opinion's. */
const publishedAnswerOf = (row: OpinionRow): PublishedAnswer | null =>
  row.facility_answer !== null && row.answer_status === "accepted"
    ? { id: row.id, content: row.facility_answer, created_at: row.answered_at ?? row.created_at }
    : null

const badgeOf = (row: OpinionRow) =>
  opinionBadge({ recommended: row.recommended, authorIsConfirmedParent: row.confirmed_parent })

/** On a profile: no pros and cons, the answer only when published. */
export const publicOpinionOf = (row: OpinionRow): PublicOpinion => ({
  id: row.id,
  facility_id: row.facility_id,
  ...ratingsOf(row),
  comment: row.comment,
  author: authorOf(row),
  badge: badgeOf(row),
  answer: publishedAnswerOf(row),
  created_at: row.created_at
})

/** For those who run the facility: everything, and their answer in whatever state moderation left it. */
export const facilityOpinionOf = (row: OpinionRow): FacilityOpinion => ({
  id: row.id,
  facility_id: row.facility_id,
  ...ratingsOf(row),
  pros: row.pros,
  cons: row.cons,
  comment: row.comment,
  author: authorOf(row),
  badge: badgeOf(row),
  ...timelineOf(row),
  answer: row.facility_answer === null
    ? null
    : {
      content: row.facility_answer,
      status: row.answer_status ?? "pending",
      created_at: row.answered_at ?? row.created_at,
      decided_at: row.answer_decided_at,
      reject_reason: row.answer_reject_reason
    }
})

/** For the author: what they wrote, its moderation timeline, and the answer once published. */
export const myOpinionOf = (row: OpinionRow & { readonly facility_name: string; readonly facility_slug: string | null }): MyOpinion => ({
  id: row.id,
  facility_id: row.facility_id,
  facility_name: row.facility_name,
  facility_slug: row.facility_slug,
  ...ratingsOf(row),
  pros: row.pros,
  cons: row.cons,
  comment: row.comment,
  name: row.author_name,
  surname: row.author_surname,
  ...timelineOf(row),
  answer: publishedAnswerOf(row)
})
