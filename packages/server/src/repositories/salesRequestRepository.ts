import { makePage, SALES_REQUESTS_PAGE_SIZE, type SalesRequest, type SalesRequestKind } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

/** What a form stores: its kind, the sender's address, and the fields it asks for (absent: null). */
export interface NewSalesRequest {
  readonly kind: SalesRequestKind
  readonly email: string
  readonly name_surname?: string | undefined
  readonly phone?: string | undefined
  readonly facility_name?: string | undefined
  readonly position?: string | undefined
  readonly preferred_time?: string | undefined
}

const makeSalesRequestRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(`id::float8 as id, kind, email, name_surname, phone, facility_name, position, preferred_time,
    ${epochMs("created_at")} as created_at, handled`)

  /** Stores a request; anyone may send one (the abuse limits bound them). */
  const insert = (request: NewSalesRequest) =>
    policyRequire("salesRequest", "create")(Effect.map(
      sql<{ id: number }>`insert into sales_requests ${sql.insert({
        kind: request.kind,
        email: request.email,
        name_surname: request.name_surname ?? null,
        phone: request.phone ?? null,
        facility_name: request.facility_name ?? null,
        position: request.position ?? null,
        preferred_time: request.preferred_time ?? null
      })} returning id::float8 as id`,
      (rows) => rows[0]!.id
    ))

  /** One page, newest first (sales_requests_newest). */
  const page = (pageNumber: number) =>
    Effect.map(
      Effect.all([
        sql<SalesRequest>`select ${columns} from sales_requests order by created_at desc, id desc
          limit ${SALES_REQUESTS_PAGE_SIZE} offset ${SALES_REQUESTS_PAGE_SIZE * (pageNumber - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from sales_requests`
      ]),
      ([items, [count]]) => makePage(items, { page: pageNumber, limit: SALES_REQUESTS_PAGE_SIZE, total: count?.total ?? 0 })
    )

  const find = (id: number) =>
    Effect.map(sql<SalesRequest>`select ${columns} from sales_requests where id = ${id}`, (rows) => rows[0] ?? null)

  /** Marks a request handled (or not yet) by a support account. */
  const setHandled = (id: number, handled: boolean, actorId: string) =>
    policyRequire("salesRequest", "handle")(Effect.asVoid(sql`update sales_requests set handled = ${handled},
      handled_at = ${handled ? sql`now()` : null}, handled_by = ${handled ? actorId : null} where id = ${id}`))

  /** Deletes the requests older than `days` days: what the retention sweep does. */
  const deleteOlderThan = (days: number) =>
    Effect.map(
      sql<{ id: number }>`delete from sales_requests where created_at < now() - make_interval(days => ${days}) returning id::float8 as id`,
      (rows) => rows.length
    )

  return repository({ insert, page, find, setHandled, deleteOlderThan })
})

/** The product team's requests (issue 19): leads and presentation bookings. */
export class SalesRequestRepository extends Context.Service<SalesRequestRepository, Effect.Success<typeof makeSalesRequestRepository>>()(
  "@pociecha/server/SalesRequestRepository"
) {
  static readonly layer = Layer.effect(SalesRequestRepository, makeSalesRequestRepository)
}
