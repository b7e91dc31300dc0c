import type { Language, MaintenanceState } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

/**
 * How long an instance trusts the switch it read: every API call asks whether maintenance is on,
 * and one query a few seconds is all that costs. Another instance sees a switch within this time;
 * the one that switched sees it at once.
 */
const TRUSTED_FOR_MS = 3000

/** A "notify me" address, with the language its mail is written in. */
export interface MaintenanceSubscriber {
  readonly email: string
  readonly language: Language
}

/** An urgent message from the maintenance page. */
export interface MaintenanceMessage {
  readonly name: string | null
  readonly email: string
  readonly message: string
}

const makeMaintenanceRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  let trusted: { readonly state: MaintenanceState; readonly until: number } | null = null

  const read = () =>
    Effect.map(
      sql<MaintenanceState>`select is_on as "on", ${sql.literal(epochMs("since"))} as since, message from maintenance_switch`,
      ([row]) => row ?? { on: false, since: null, message: null }
    )

  /** The switch, as read at most a few seconds ago. */
  const current = () =>
    trusted !== null && trusted.until > Date.now()
      ? Effect.succeed(trusted.state)
      : Effect.tap(read(), (state) => Effect.sync(() => {
        trusted = { state, until: Date.now() + TRUSTED_FOR_MS }
      }))

  /** Switches maintenance on (since now, keeping the moment if it is on already) or off; needs support's policy. */
  const switchTo = (on: boolean, message: string | null) =>
    policyRequire("maintenance", "switch")(sql`
      update maintenance_switch set is_on = ${on},
        since = case when ${on}::boolean then coalesce(case when is_on then since end, now()) end,
        message = case when ${on}::boolean then ${message} end`)

  /**
   * Switches maintenance on because the configuration says so (MAINTENANCE=true at start): no
   * caller, hence no policy; a switch already on keeps its moment and message.
   */
  const switchOnAtStart = () =>
    sql`update maintenance_switch set since = case when is_on then since else now() end, is_on = true`

  /** Forgets the switch read, after a write: the next call reads the database. */
  const forget = () => Effect.sync(() => {
    trusted = null
  })

  /** Keeps an urgent message (anyone may send one; the abuse limit bounds it). */
  const storeMessage = (message: MaintenanceMessage) =>
    policyRequire("maintenanceMessage", "send")(
      sql`insert into maintenance_messages ${sql.insert({ name: message.name, email: message.email, message: message.message })}`
    )

  /** Keeps a "notify me" address (once: asking again only changes its language). */
  const subscribe = (subscriber: MaintenanceSubscriber) =>
    policyRequire("maintenanceSubscriber", "add")(sql`
      insert into maintenance_subscribers (email, language) values (${subscriber.email}, ${subscriber.language})
      on conflict (email) do update set language = excluded.language`)

  /** Every "notify me" address, removed as it is read: each is mailed once (part of switching maintenance off). */
  const takeSubscribers = () =>
    policyRequire("maintenance", "switch")(sql<MaintenanceSubscriber>`delete from maintenance_subscribers returning email, language`)

  return repository({ current, read, switchTo, switchOnAtStart, forget, storeMessage, subscribe, takeSubscribers })
})

/** The maintenance switch, the urgent messages and the "notify me" addresses (migration 0033). */
export class MaintenanceRepository extends Context.Service<MaintenanceRepository, Effect.Success<typeof makeMaintenanceRepository>>()(
  "@pociecha/server/MaintenanceRepository"
) {
  static readonly layer = Layer.effect(MaintenanceRepository, makeMaintenanceRepository)
}
