import { acceptedLegalKinds, pendingLegalVersions, type LegalDocument, type LegalKind, type LegalVersionRef, type LegalVersionSummary } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { todayInPolandSql } from "./facilityStatusInForce"
import { policyRequire } from "../policy/policy"

/** Where a consent was given (the `consents.context` check). */
export type ConsentContext = "signup" | "sign-in" | "application" | "oauth"

/** Who gave a consent: an account, an application (sent by an account or not), or both. */
export interface ConsentSubject {
  readonly accountId: string | null
  readonly applicationId?: number
}

/** The versions in force of the texts a person accepts (regulations, privacy notice). */
const currentAcceptedStatement = (sql: SqlClient.SqlClient) =>
  sql<LegalVersionRef>`select distinct on (kind) kind, version from legal_documents
    where kind in ${sql.in(acceptedLegalKinds)} and published_on <= ${sql.literal(todayInPolandSql)} order by kind, version desc`

/** The versions in force the account has not accepted yet (index consents_account); the user view carries them. */
export const pendingConsentsStatement = (sql: SqlClient.SqlClient, accountId: string) =>
  Effect.gen(function*() {
    const current = yield* currentAcceptedStatement(sql)
    const accepted = yield* sql<LegalVersionRef>`select distinct kind, version from consents where account_id = ${accountId}`
    return pendingLegalVersions(current, accepted)
  })

const makeLegalRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const summaryColumns = sql.literal("kind, version, title, to_char(published_on, 'YYYY-MM-DD') as published_on")

  /** The version in force: the newest one published by today (a version may be dated ahead). */
  const current = (kind: LegalKind) =>
    Effect.map(
      sql<LegalDocument>`select ${summaryColumns}, body_html from legal_documents
        where kind = ${kind} and published_on <= ${sql.literal(todayInPolandSql)} order by version desc limit 1`,
      (rows) => rows[0] ?? null
    )

  const versions = (kind: LegalKind) =>
    sql<LegalVersionSummary>`select ${summaryColumns} from legal_documents where kind = ${kind} order by version desc`

  const currentAccepted = () => currentAcceptedStatement(sql)
  const pendingFor = (accountId: string) => pendingConsentsStatement(sql, accountId)

  const record = (subject: ConsentSubject, texts: ReadonlyArray<LegalVersionRef>, context: ConsentContext) => {
    const [first, ...rest] = texts.map((text) => ({
      account_id: subject.accountId,
      application_id: subject.applicationId ?? null,
      kind: text.kind,
      version: text.version,
      context
    }))
    return policyRequire("consent", "give")(
      first === undefined ? Effect.void : Effect.asVoid(sql`insert into consents ${sql.insert([first, ...rest])}`)
    )
  }

  /** Records consent to every version in force (sign-up, an application: the form's tick covers both texts). */
  const acceptCurrent = (subject: ConsentSubject, context: ConsentContext) =>
    Effect.flatMap(currentAccepted(), (texts) => record(subject, texts, context))

  /** Whether the account has accepted anything at all (index consents_account). */
  const hasAny = (accountId: string) =>
    Effect.map(sql<{ found: number }>`select 1 as found from consents where account_id = ${accountId} limit 1`, (rows) => rows.length > 0)

  /**
   * Publishes a new version of a text (the next number; an old one is never changed), in force
   * from `publishedOn`; needs the CMS's policy. Locks the text's versions, so two saves at once
   * get two numbers.
   */
  const publish = (kind: LegalKind, version: { readonly title: string; readonly bodyHtml: string; readonly publishedOn: string }) =>
    policyRequire("legalDocument", "publish")(Effect.gen(function*() {
      yield* sql`select pg_advisory_xact_lock(hashtext(${`legal:${kind}`}))`
      const [row] = yield* sql<LegalDocument>`
        insert into legal_documents (kind, version, title, body_html, published_on)
        select ${kind}, coalesce(max(version), 0) + 1, ${version.title}, ${version.bodyHtml}, ${version.publishedOn}::date
        from legal_documents where kind = ${kind}
        returning ${summaryColumns}, body_html`
      return row!
    }))

  /** Today in Poland, as the versions in force count it, `YYYY-MM-DD`: the earliest day a new version may take effect. */
  const today = () => Effect.map(sql<{ today: string }>`select to_char(${sql.literal(todayInPolandSql)}, 'YYYY-MM-DD') as today`, ([row]) => row!.today)

  return repository({ current, versions, currentAccepted, pendingFor, hasAny, record, acceptCurrent, publish, today })
})

/** The legal texts and the consents given to them. */
export class LegalRepository extends Context.Service<
  LegalRepository,
  Effect.Success<typeof makeLegalRepository>
>()("@pociecha/server/LegalRepository") {
  static readonly layer = Layer.effect(LegalRepository, makeLegalRepository)
}
