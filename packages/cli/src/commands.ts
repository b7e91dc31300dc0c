import type { FacilityOpinion, ModerationItem, ShadowRecord, SupportFacility, UserLimitRecord } from "@pociecha/core"
import { Effect, Option, Redacted } from "effect"
import { Argument, Command, Flag, Prompt } from "effect/cli"
import { CliContext } from "./context"
import type { Desk } from "./desk"
import { CliFailure, ExitCode, failureOf } from "./exitCodes"
import { type Column, csv, isoTime, json, table } from "./format"

/** One call of the desk, its rejection turned into the run's typed failure. */
const onDesk = <A>(work: (desk: Desk) => Promise<A>) =>
  Effect.gen(function*() {
    const { desk } = yield* CliContext
    return yield* Effect.tryPromise({ try: () => work(desk), catch: failureOf })
  })

// Every answer ends its line; a CSV ends its own (CRLF).
const write = (text: string) =>
  Effect.gen(function*() {
    const { out } = yield* CliContext
    out(text.endsWith("\n") ? text : `${text}\n`)
  })

/** An answer as --json asks (the data as it came) or as a person reads it. */
const show = (asJson: boolean, data: unknown, forPeople: () => string) => write(asJson ? json(data) : forPeople())

/** A switch, off unless given. */
const toggle = (name: string, description: string) => Flag.Boolean(name).pipe(Flag.withDefault(false), Flag.withDescription(description))

const jsonFlag = toggle("json", "Print the answer as JSON, for scripts")
const recordId = Argument.Int("id").pipe(Argument.withDescription("The record's id"))
const reasonFlag = Flag.String("reason").pipe(Flag.withDescription("Why (at least 3 characters): the sender or the author is mailed it"))
const answerFlag = toggle("answer", "Decide on the facility's answer to the opinion, not the opinion")

const name = (person: { readonly name: string | null; readonly surname: string | null } | null) =>
  person === null ? "(deleted)" : [person.name, person.surname].filter((part) => part !== null).join(" ")

// --- pociecha login ---------------------------------------------------------------------------

const login = Command.make("login", { json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const { credentials } = yield* CliContext
    const email = credentials.email ?? (yield* Prompt.String({ message: "E-mail" }))
    const password = credentials.password ?? Redacted.value(yield* Prompt.Password({ message: "Password" }))
    const user = yield* onDesk((desk) => desk.login({ email, password }))
    yield* show(config.json, { id: user.id, email: user.email, type: user.type }, () => `signed in as ${user.email} (${user.type})`)
  })).pipe(Command.withDescription("Sign in (POCIECHA_EMAIL / POCIECHA_PASSWORD, or asked for) and keep the session for the next commands"))

const logout = Command.make("logout", {}, () =>
  Effect.gen(function*() {
    yield* onDesk((desk) => desk.logout())
    yield* write("signed out")
  })).pipe(Command.withDescription("Sign out: the kept session ends, on the server too"))

// --- pociecha support claims ------------------------------------------------------------------

const claimColumns: ReadonlyArray<Column<ShadowRecord>> = [
  { header: "ID", value: (claim) => claim.id },
  { header: "KIND", value: (claim) => claim.kind },
  { header: "FACILITY", value: (claim) => `${claim.facility_name} (#${claim.facility_id})` },
  { header: "SENDER", value: (claim) => `${name(claim.account)} <${claim.account.email}>` },
  { header: "DOCS", value: (claim) => claim.documents.length },
  { header: "SENT", value: (claim) => isoTime(claim.created_at) }
]

const claimsList = Command.make("list", { json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const claims = yield* onDesk((desk) => desk.claims())
    yield* show(config.json, claims, () => (claims.length === 0 ? "no claims waiting" : table(claimColumns, claims)))
  })).pipe(Command.withDescription("Claims and new facilities waiting for a decision, oldest first"))

const claimsAccept = Command.make("accept", { id: recordId, json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const claim = yield* onDesk((desk) => desk.acceptClaim(config.id))
    yield* show(config.json, claim, () => `accepted: ${claim.account.email} now owns ${claim.facility_name} (#${claim.facility_id})`)
  })).pipe(Command.withDescription("Accept a claim: its sender becomes the facility's owner"))

const claimsDecline = Command.make("decline", { id: recordId, reason: reasonFlag, json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    yield* onDesk((desk) => desk.declineClaim(config.id, config.reason))
    yield* show(config.json, { id: config.id, status: "declined" }, () => `declined claim ${config.id}`)
  })).pipe(Command.withDescription("Decline a claim, mailing its sender the reason"))

const claims = Command.make("claims").pipe(
  Command.withDescription("The claims desk"),
  Command.withSubcommands([claimsList, claimsAccept, claimsDecline])
)

// --- pociecha support opinions ----------------------------------------------------------------

const itemLines = (item: ModerationItem) =>
  [
    `${item.kind} ${item.id} of ${item.facility_name} (#${item.facility_id}), waiting since ${isoTime(item.queued_at)}`,
    `author: ${name(item.author)}${item.author_email === null ? "" : ` <${item.author_email}>`}`,
    `ratings: cleanliness ${item.rating_cleanliness}, staff ${item.rating_staff}, food ${item.rating_food}`,
    `comment: ${item.comment}`,
    ...(item.pros === null ? [] : [`pros: ${item.pros}`]),
    ...(item.cons === null ? [] : [`cons: ${item.cons}`]),
    ...(item.answer === null ? [] : [`answer: ${item.answer}`])
  ].join("\n")

const opinionsNext = Command.make("next", { json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const item = yield* onDesk((desk) => desk.nextOpinion())
    yield* show(config.json, item, () => (item === null ? "nothing waiting for moderation" : itemLines(item)))
  })).pipe(Command.withDescription("The oldest opinion or facility answer waiting for moderation"))

const opinionsAccept = Command.make(
  "accept",
  {
    id: recordId,
    answer: answerFlag,
    recommend: toggle("recommend", "Recommend the opinion: the 'trusted' badge"),
    json: jsonFlag
  },
  (config) =>
    Effect.gen(function*() {
      const part = config.answer ? "answer" : "opinion"
      yield* onDesk((desk) => desk.acceptOpinion(config.id, part, config.recommend))
      yield* show(config.json, { id: config.id, part, status: "accepted" }, () => `published the ${part} of opinion ${config.id}`)
    })
).pipe(Command.withDescription("Publish an opinion (or, with --answer, the facility's answer to it)"))

const opinionsReject = Command.make("reject", { id: recordId, reason: reasonFlag, answer: answerFlag, json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const part = config.answer ? "answer" : "opinion"
    yield* onDesk((desk) => desk.rejectOpinion(config.id, config.reason, part))
    yield* show(config.json, { id: config.id, part, status: "rejected" }, () => `rejected the ${part} of opinion ${config.id}`)
  })).pipe(Command.withDescription("Reject an opinion (or, with --answer, the facility's answer), mailing the author the reason"))

const opinions = Command.make("opinions").pipe(
  Command.withDescription("The moderation desk"),
  Command.withSubcommands([opinionsNext, opinionsAccept, opinionsReject])
)

// --- pociecha support limits ------------------------------------------------------------------

const limitColumns: ReadonlyArray<Column<UserLimitRecord>> = [
  { header: "ID", value: (limit) => limit.id },
  { header: "KEY", value: (limit) => limit.key },
  { header: "TYPE", value: (limit) => limit.type },
  { header: "FREE", value: (limit) => limit.value_free },
  { header: "REGISTERED", value: (limit) => limit.value_registered },
  { header: "PREMIUM", value: (limit) => limit.value_premium }
]

const limitsList = Command.make("list", { json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const limits = yield* onDesk((desk) => desk.limits())
    yield* show(config.json, limits, () => table(limitColumns, limits))
  })).pipe(Command.withDescription("The package limits: each value for free, registered and premium facilities"))

const limitValue = (flag: string, status: string) =>
  Flag.Int(flag).pipe(Flag.optional, Flag.withDescription(`The value for ${status} facilities (a switch: 0 or 1)`))

const limitsSet = Command.make(
  "set",
  {
    id: recordId,
    free: limitValue("free", "free (unknown)"),
    registered: limitValue("registered", "registered"),
    premium: limitValue("premium", "premium"),
    json: jsonFlag
  },
  (config) =>
    Effect.gen(function*() {
      const values = {
        value_free: Option.getOrUndefined(config.free),
        value_registered: Option.getOrUndefined(config.registered),
        value_premium: Option.getOrUndefined(config.premium)
      }
      if (Object.values(values).every((value) => value === undefined)) {
        return yield* Effect.fail(new CliFailure(ExitCode.usage, "NO_CHANGES_TO_SAVE", "give at least one of --free, --registered, --premium"))
      }
      const limit = yield* onDesk((desk) => desk.setLimit(config.id, values))
      yield* show(config.json, limit, () => table(limitColumns, [limit]))
    })
).pipe(Command.withDescription("Set a package limit's values (those not given keep theirs); the server enforces them at once"))

const limits = Command.make("limits").pipe(Command.withDescription("The package limits"), Command.withSubcommands([limitsList, limitsSet]))

// --- pociecha support facility ----------------------------------------------------------------

const facilityLines = (facility: SupportFacility) =>
  [
    `${facility.name} (#${facility.id}), ${facility.city}`,
    `status: ${facility.status}${facility.premium_until === null ? "" : ` (premium until ${facility.premium_until})`}`,
    `verified: ${facility.verified ? "yes" : "no"}, active: ${facility.active ? "yes" : "no"}`,
    `owner: ${facility.owner === null ? "none" : `${name(facility.owner)} <${facility.owner.email}>`}`,
    `members: ${facility.members_count}, opinions: ${facility.opinions_count}, created ${isoTime(facility.created_at)}`
  ].join("\n")

const facilityShow = Command.make("show", { id: recordId, json: jsonFlag }, (config) =>
  Effect.gen(function*() {
    const facility = yield* onDesk((desk) => desk.facility(config.id))
    yield* show(config.json, facility, () => facilityLines(facility))
  })).pipe(Command.withDescription("One facility as support sees it: package, premium end date, badge, owner"))

const facilitySetStatus = Command.make(
  "set-status",
  {
    id: recordId,
    status: Argument.Literals("status", ["unknown", "registered", "premium"]).pipe(Argument.withDescription("The package: unknown, registered or premium")),
    until: Flag.String("until").pipe(Flag.optional, Flag.withDescription("premium only: its last day, YYYY-MM-DD (today or later)")),
    json: jsonFlag
  },
  (config) =>
    Effect.gen(function*() {
      const until = Option.getOrUndefined(config.until)
      if (until !== undefined && config.status !== "premium") {
        return yield* Effect.fail(new CliFailure(ExitCode.usage, "FIELD_INVALID", "--until goes with premium only: another status ends the premium"))
      }
      const facility = yield* onDesk((desk) => desk.setFacilityStatus(config.id, config.status, until))
      yield* show(config.json, facility, () => facilityLines(facility))
    })
).pipe(Command.withDescription("Set a facility's package; a premium needs --until (one in force keeps its date), another status ends it"))

const facility = Command.make("facility").pipe(
  Command.withDescription("One facility's package"),
  Command.withSubcommands([facilityShow, facilitySetStatus])
)

const support = Command.make("support").pipe(
  Command.withDescription("Support's desk: claims, moderation, limits, a facility's package"),
  Command.withSubcommands([claims, opinions, limits, facility])
)

// --- pociecha export opinions -----------------------------------------------------------------

/** The columns of an opinions export, in the order of the CSV's header. */
export const opinionColumns: ReadonlyArray<Column<FacilityOpinion>> = [
  { header: "id", value: (opinion) => opinion.id },
  { header: "facility_id", value: (opinion) => opinion.facility_id },
  { header: "status", value: (opinion) => opinion.status },
  { header: "created_at", value: (opinion) => isoTime(opinion.created_at) },
  { header: "author", value: (opinion) => (opinion.author === null ? null : name(opinion.author)) },
  { header: "badge", value: (opinion) => opinion.badge },
  { header: "rating_cleanliness", value: (opinion) => opinion.rating_cleanliness },
  { header: "rating_staff", value: (opinion) => opinion.rating_staff },
  { header: "rating_food", value: (opinion) => opinion.rating_food },
  { header: "comment", value: (opinion) => opinion.comment },
  { header: "pros", value: (opinion) => opinion.pros },
  { header: "cons", value: (opinion) => opinion.cons },
  { header: "answer", value: (opinion) => opinion.answer?.content ?? null },
  { header: "answer_status", value: (opinion) => opinion.answer?.status ?? null }
]

const exportOpinions = Command.make(
  "opinions",
  {
    facility: Flag.String("facility").pipe(Flag.withDescription("The facility: its id or its slug")),
    format: Flag.Literals("format", ["csv", "json"]).pipe(Flag.withDefault("csv"), Flag.withDescription("csv (the default) or json"))
  },
  (config) =>
    Effect.gen(function*() {
      const opinions = yield* onDesk((desk) => desk.opinionsOf(config.facility))
      yield* write(config.format === "json" ? json(opinions) : csv(opinionColumns, opinions))
    })
).pipe(Command.withDescription("Every opinion of a facility (every status, pros and cons) as CSV or JSON, to stdout"))

const exports = Command.make("export").pipe(Command.withDescription("Data out of Pociecha"), Command.withSubcommands([exportOpinions]))

/** `pociecha`: the whole command tree. */
export const pociecha = Command.make("pociecha").pipe(
  Command.withDescription("Pociecha from the command line. Exit codes: 0 ok, 1 refused or not found, 2 bad usage, 3 not signed in, 4 server or network"),
  Command.withSubcommands([login, logout, support, exports])
)
