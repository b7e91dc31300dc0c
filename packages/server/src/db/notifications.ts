import { PgConnection } from "@effect/sql-pg"
import { Context, Effect, Layer, Queue, type Redacted, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import type { ScannedNotification } from "./notificationScanner"

/**
 * PostgreSQL LISTEN/NOTIFY, on a PostgreSQL server or the embedded PGlite alike. `listen`
 * returns once LISTEN is in force; the queue then receives each payload sent to the channel
 * until the scope closes, and fails when the connection is lost (payloads may have been
 * missed meanwhile, so a listener starts over from the database).
 */
export class DatabaseNotifications extends Context.Service<DatabaseNotifications, {
  readonly listen: (channel: string) => Effect.Effect<Queue.Dequeue<string, SqlError>, SqlError, Scope.Scope>
}>()("@pociecha/server/DatabaseNotifications") {}

const payloadsOf = (notifications: Queue.Dequeue<PgConnection.Notification, SqlError>) =>
  Effect.gen(function*() {
    const payloads = yield* Queue.unbounded<string, SqlError>()
    yield* Effect.forkScoped(
      Effect.forever(Effect.flatMap(Queue.takeAll(notifications), (batch) => Queue.offerAll(payloads, batch.map((n) => n.payload))))
        .pipe(Effect.catch((error) => Queue.fail(payloads, error)))
    )
    return payloads as Queue.Dequeue<string, SqlError>
  })

/**
 * On a PostgreSQL server each listener has a connection of its own, outside the pool, so
 * listening never takes a connection from the requests.
 */
export const serverNotificationsLayer = (url: Redacted.Redacted<string>) =>
  Layer.succeed(DatabaseNotifications, {
    listen: (channel) =>
      Effect.flatMap(
        PgConnection.make({ url, keepAlive: "30 seconds" }),
        (connection) => Effect.flatMap(connection.listen(channel), payloadsOf)
      )
  })

/**
 * The embedded PGlite is one session shared by every connection of its socket server, and it
 * writes a notification into the output of the statement that committed it, whichever
 * connection sent that. So LISTEN goes through the ordinary client, and the notifications
 * come from the socket server's output (see `notificationScanner`), handed to `subscribe`'s callbacks.
 */
export const embeddedNotificationsLayer = (subscribe: (onNotification: (n: ScannedNotification) => void) => () => void) =>
  Layer.effect(
    DatabaseNotifications,
    Effect.map(SqlClient.SqlClient, (sql) => ({
      listen: (channel: string) =>
        Effect.gen(function*() {
          const payloads = yield* Queue.unbounded<string, SqlError>()
          const unsubscribe = subscribe((n) => {
            if (n.channel === channel) Queue.offerUnsafe(payloads, n.payload)
          })
          yield* Effect.addFinalizer(() => Effect.sync(unsubscribe))
          yield* sql`listen ${sql(channel)}`
          return payloads as Queue.Dequeue<string, SqlError>
        })
    }))
  )
