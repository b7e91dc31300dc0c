import type { AccountDataExport } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { repository } from "../db/sqlDefects"
import { ServerConfig } from "../services"
import { fileUrlSigner } from "../storage/signedFileUrls"
import { isPublicKey } from "../storage/storageKey"

/** A facility as an exported record names it. */
const FACILITY = "json_build_object('id', f.id, 'name', f.name, 'slug', f.slug)"

/**
 * What the portal keeps about one account, read for its download (RODO access and portability).
 * Each section is built as JSON by PostgreSQL, so timestamps and nested threads need no mapping
 * here. Deleting the account (accountErasureRepository) removes or anonymises each section;
 * test/accountData.test.ts checks both against every table of the database.
 */
const makeAccountExportRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const signer = fileUrlSigner((yield* ServerConfig).jwtSecret)

  /**
   * The JSON value a statement selects as `value`, typed by the caller: PostgreSQL built it to the
   * contract's shape (timestamps as ISO 8601), and the handler encodes it with the contract's schema.
   */
  const value = <A>(statement: Effect.Effect<ReadonlyArray<object>, SqlError>) =>
    Effect.map(statement, (rows) => (rows[0] as { readonly value: A | null } | undefined)?.value ?? null)

  const account = (id: string) =>
    value<AccountDataExport["account"]>(sql`
      select json_build_object('id', id, 'email', email, 'pending_email', pending_email, 'name', name,
        'surname', surname, 'type', type, 'status', status, 'language', language, 'avatar', avatar,
        'source', source, 'third_party_data', third_party_data, 'notify_new_opinions', notify_new_opinions,
        'notify_new_questions', notify_new_questions, 'created_at', created_at) as value
      from accounts where id = ${id}`)

  /** A section: `json_agg` of no rows is null, an empty list here. */
  const list = <A>(statement: Effect.Effect<ReadonlyArray<object>, SqlError>) =>
    Effect.map(value<ReadonlyArray<A>>(statement), (rows) => rows ?? [])

  const consents = (id: string) =>
    list<AccountDataExport["consents"][number]>(sql`
      select json_agg(json_build_object('kind', kind, 'version', version, 'context', context,
        'application_id', application_id, 'accepted_at', accepted_at) order by accepted_at) as value
      from consents where account_id = ${id}`)

  const opinions = (id: string) =>
    list<AccountDataExport["opinions"][number]>(sql`
      select json_agg(json_build_object('id', o.id, 'facility', ${sql.literal(FACILITY)},
        'ratings', json_build_object('cleanliness', o.rating_cleanliness, 'staff', o.rating_staff, 'food', o.rating_food),
        'pros', o.pros, 'cons', o.cons, 'comment', o.comment, 'author_name', o.author_name,
        'author_surname', o.author_surname, 'status', o.status, 'reject_reason', o.reject_reason,
        'facility_answer', o.facility_answer, 'answer_status', o.answer_status, 'created_at', o.created_at)
        order by o.created_at) as value
      from opinions o join facilities f on f.id = o.facility_id where o.account_id = ${id}`)

  /** Threads the person started, and threads they wrote in (e.g. answering for a facility they run). */
  const questions = (id: string) =>
    list<AccountDataExport["questions"][number]>(sql`
      select json_agg(json_build_object('id', q.id, 'facility', ${sql.literal(FACILITY)}, 'topic', q.topic,
        'created_at', q.created_at, 'messages', (
          select coalesce(json_agg(json_build_object('mine', m.author_account_id is not distinct from ${id}::uuid,
            'from_facility', m.from_facility, 'content', m.content, 'created_at', m.created_at) order by m.created_at, m.id), '[]')
          from question_messages m where m.question_id = q.id)) order by q.created_at) as value
      from user_questions q join facilities f on f.id = q.facility_id
      where q.account_id = ${id}
        or exists (select 1 from question_messages m where m.question_id = q.id and m.author_account_id = ${id})`)

  const applications = (id: string) =>
    list<AccountDataExport["applications"][number]>(sql`
      select json_agg(json_build_object('id', a.id, 'facility', ${sql.literal(FACILITY)},
        'parent_name', a.parent_name, 'parent_surname', a.parent_surname, 'parent_phone', a.parent_phone,
        'address', a.address, 'child_name', a.child_name, 'child_surname', a.child_surname,
        'child_birth_date', to_char(a.child_birth_date, 'YYYY-MM-DD'), 'status', a.status, 'created_at', a.created_at,
        'group_id', c.group_id, 'priority', c.priority)
        order by a.created_at) as value
      from applications a join facilities f on f.id = a.facility_id
      left join application_choices c on c.application_id = a.id
      where a.account_id = ${id}`)

  const memberships = (id: string) =>
    list<AccountDataExport["memberships"][number]>(sql`
      select json_agg(json_build_object('facility', ${sql.literal(FACILITY)}, 'role', m.role,
        'permissions', m.permissions, 'status', m.status, 'created_at', m.created_at) order by m.created_at) as value
      from facility_members m join facilities f on f.id = m.facility_id where m.account_id = ${id}`)

  const reports = (id: string) =>
    list<AccountDataExport["reports"][number]>(sql`
      select json_agg(json_build_object('id', id, 'target_kind', target_kind, 'opinion_id', opinion_id,
        'reason', reason, 'content', content, 'status', status, 'created_at', created_at) order by created_at) as value
      from reports where account_id = ${id}`)

  const seen = (id: string) =>
    list<AccountDataExport["seen"][number]>(sql`
      select json_agg(json_build_object('item_id', item_id, 'seen_at', seen_at) order by seen_at) as value
      from seen_marks where account_id = ${id}`)

  const favourites = (id: string) =>
    list<AccountDataExport["favourites"][number]>(sql`
      select json_agg(json_build_object('facility', ${sql.literal(FACILITY)}, 'created_at', fav.created_at)
        order by fav.created_at desc) as value
      from favourites fav join facilities f on f.id = fav.facility_id where fav.account_id = ${id}`)

  const savedSearches = (id: string) =>
    list<AccountDataExport["saved_searches"][number]>(sql`
      select json_agg(json_build_object('name', name, 'query', query, 'alert', alert, 'age_group', age_group, 'created_at', created_at)
        order by created_at desc) as value
      from saved_searches where account_id = ${id}`)

  /** Which outside accounts sign in here: provider and subject, never a provider's token. */
  const oauthIdentities = (id: string) =>
    list<AccountDataExport["oauth_identities"][number]>(sql`
      select json_agg(json_build_object('provider', provider, 'subject', subject, 'created_at', created_at)
        order by created_at) as value
      from oauth_identities where account_id = ${id}`)

  const shadowFacilities = (id: string) =>
    list<AccountDataExport["shadow_facilities"][number]>(sql`
      select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'facility', ${sql.literal(FACILITY)},
        'status', s.status, 'data', s.data, 'decline_reason', s.decline_reason, 'created_at', s.created_at,
        'documents', (select coalesce(json_agg(json_build_object('file_name', d.file_name,
          'content_type', d.content_type, 'size', d.size) order by d.id), '[]')
          from shadow_documents d where d.shadow_id = s.id)) order by s.created_at) as value
      from shadow_facilities s join facilities f on f.id = s.facility_id where s.account_id = ${id}`)

  /**
   * Files the person uploaded: an attachment with a URL signed for its owner — one of news for
   * members is served under no other — and private ones (claim documents, served to no URL) by name.
   */
  const files = (id: string, avatar: string | null) =>
    Effect.map(
      sql<{ kind: "claim_document" | "publication_attachment"; name: string; storage_key: string }>`
        select 'claim_document' as kind, d.file_name as name, d.storage_key
        from shadow_documents d join shadow_facilities s on s.id = d.shadow_id where s.account_id = ${id}
        union all
        select 'publication_attachment', name, storage_key from publication_attachments where account_id = ${id}`,
      (rows): AccountDataExport["files"] => [
        ...(avatar === null ? [] : [{ kind: "avatar" as const, name: avatar.slice(avatar.lastIndexOf("/") + 1), url: avatar }]),
        ...rows.map(({ kind, name, storage_key }) => ({ kind, name, url: isPublicKey(storage_key) ? signer.sign(storage_key) : null }))
      ]
    )

  const visitBookings = (id: string) =>
    list<AccountDataExport["visit_bookings"][number]>(sql`
      select json_agg(json_build_object('id', b.id, 'facility', ${sql.literal(FACILITY)}, 'kind', s.kind,
        'starts_at', s.starts_at, 'ends_at', s.ends_at, 'created_at', b.created_at, 'reminded_at', b.reminded_at)
        order by s.starts_at) as value
      from visit_bookings b join visit_slots s on s.id = b.slot_id join facilities f on f.id = s.facility_id
      where b.account_id = ${id}`)

  /** The whole file; null when there is no such account. */
  const exportOf = (id: string) =>
    Effect.gen(function*() {
      const me = yield* account(id)
      if (me === null) return null
      const sections = yield* Effect.all({
        consents: consents(id),
        opinions: opinions(id),
        questions: questions(id),
        applications: applications(id),
        memberships: memberships(id),
        reports: reports(id),
        seen: seen(id),
        oauth_identities: oauthIdentities(id),
        shadow_facilities: shadowFacilities(id),
        files: files(id, me.avatar),
        favourites: favourites(id),
        visit_bookings: visitBookings(id),
        saved_searches: savedSearches(id)
      })
      const data: AccountDataExport = { exported_at: new Date().toISOString(), account: me, ...sections }
      return data
    })

  return repository({ exportOf })
})

/** An account's data, gathered for its download. */
export class AccountExportRepository extends Context.Service<
  AccountExportRepository,
  Effect.Success<typeof makeAccountExportRepository>
>()("@pociecha/server/AccountExportRepository") {
  static readonly layer = Layer.effect(AccountExportRepository, makeAccountExportRepository)
}
