import { Schema } from "effect"
import { Application } from "../domain/application"

/** A point in time as ISO 8601 (UTC): a file a person keeps should read without our code. */
const Instant = Schema.String
const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema)

/** The facility a record is about, as the person saw it. */
const FacilityName = Schema.Struct({ id: Schema.Number, name: Schema.String, slug: Nullable(Schema.String) })

/** The account itself: no password hash, no token of any kind. */
const ExportedAccount = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  pending_email: Nullable(Schema.String),
  name: Nullable(Schema.String),
  surname: Nullable(Schema.String),
  type: Schema.String,
  status: Schema.String,
  language: Schema.String,
  avatar: Nullable(Schema.String),
  source: Schema.String,
  third_party_data: Schema.Unknown,
  notify_new_opinions: Schema.Boolean,
  notify_new_questions: Schema.Boolean,
  created_at: Instant
})

const ExportedConsent = Schema.Struct({
  kind: Schema.String,
  version: Schema.Number,
  context: Schema.Unknown,
  application_id: Nullable(Schema.Number),
  accepted_at: Instant
})

const ExportedOpinion = Schema.Struct({
  id: Schema.Number,
  facility: FacilityName,
  ratings: Schema.Struct({ cleanliness: Schema.Number, staff: Schema.Number, food: Schema.Number }),
  pros: Nullable(Schema.String),
  cons: Nullable(Schema.String),
  comment: Schema.String,
  author_name: Schema.String,
  author_surname: Schema.String,
  status: Schema.String,
  reject_reason: Nullable(Schema.String),
  facility_answer: Nullable(Schema.String),
  answer_status: Nullable(Schema.String),
  created_at: Instant
})

const ExportedMessage = Schema.Struct({
  /** Written by this account (false: by the facility, or another person). */
  mine: Schema.Boolean,
  from_facility: Schema.Boolean,
  content: Schema.String,
  created_at: Instant
})

const ExportedQuestion = Schema.Struct({
  id: Schema.Number,
  facility: FacilityName,
  topic: Schema.String,
  created_at: Instant,
  messages: Schema.Array(ExportedMessage)
})

const { parent_name, parent_surname, parent_phone, address, child_name, child_surname, child_birth_date } = Application.fields

/** An application with the parent's and the child's data as the parent typed them. */
const ExportedApplication = Schema.Struct({
  id: Schema.Number,
  facility: FacilityName,
  parent_name,
  parent_surname,
  parent_phone,
  address,
  child_name,
  child_surname,
  child_birth_date,
  status: Schema.String,
  created_at: Instant,
  /** The submission to several facilities it belongs to and its place in the parent's order (issue 20). */
  group_id: Schema.NullOr(Schema.Number),
  priority: Schema.NullOr(Schema.Number)
})

const ExportedMembership = Schema.Struct({
  facility: FacilityName,
  role: Schema.String,
  permissions: Schema.Array(Schema.String),
  status: Schema.String,
  created_at: Instant
})

const ExportedReport = Schema.Struct({
  id: Schema.Number,
  target_kind: Schema.String,
  opinion_id: Schema.Number,
  reason: Schema.String,
  content: Schema.String,
  status: Schema.String,
  created_at: Instant
})

const ExportedShadow = Schema.Struct({
  id: Schema.Number,
  kind: Schema.String,
  facility: FacilityName,
  status: Schema.String,
  data: Schema.Unknown,
  decline_reason: Nullable(Schema.String),
  created_at: Instant,
  documents: Schema.Array(Schema.Struct({ file_name: Schema.String, content_type: Schema.String, size: Schema.Number }))
})

/** A place booked in a facility's visit or open day (issue 20): what, when, when booked, whether reminded. */
const ExportedVisitBooking = Schema.Struct({
  id: Schema.Number,
  facility: FacilityName,
  kind: Schema.String,
  starts_at: Instant,
  ends_at: Instant,
  created_at: Instant,
  reminded_at: Nullable(Instant)
})

/** A file the person uploaded: what it is, its name, and where it is served (null: private). */
const ExportedFile = Schema.Struct({
  kind: Schema.Literals(["avatar", "claim_document", "publication_attachment"]),
  name: Schema.String,
  url: Nullable(Schema.String)
})

/**
 * Everything the portal keeps about one account (RODO art. 15 and 20: access and portability),
 * as the JSON file `GET v1/account/account/{id}/export` answers.
 */
export const AccountDataExport = Schema.Struct({
  exported_at: Instant,
  account: ExportedAccount,
  consents: Schema.Array(ExportedConsent),
  opinions: Schema.Array(ExportedOpinion),
  questions: Schema.Array(ExportedQuestion),
  applications: Schema.Array(ExportedApplication),
  memberships: Schema.Array(ExportedMembership),
  reports: Schema.Array(ExportedReport),
  seen: Schema.Array(Schema.Struct({ item_id: Schema.String, seen_at: Instant })),
  oauth_identities: Schema.Array(Schema.Struct({ provider: Schema.String, subject: Schema.String, created_at: Instant })),
  shadow_facilities: Schema.Array(ExportedShadow),
  files: Schema.Array(ExportedFile),
  /** The facilities the person hearted (issue 20), newest first. */
  favourites: Schema.Array(Schema.Struct({ facility: FacilityName, created_at: Instant })),
  visit_bookings: Schema.Array(ExportedVisitBooking),
  /** The searches the person saved (issue 20), newest first, with their alerts. */
  saved_searches: Schema.Array(Schema.Struct({
    name: Schema.String,
    query: Schema.Unknown,
    alert: Schema.String,
    age_group: Schema.NullOr(Schema.String),
    created_at: Instant
  }))
})
export type AccountDataExport = typeof AccountDataExport.Type

/** The file name a browser saves the export under: `pociecha-dane-YYYY-MM-DD.json`. */
export const accountExportFileName = (at: Date): string => `pociecha-dane-${at.toISOString().slice(0, 10)}.json`
