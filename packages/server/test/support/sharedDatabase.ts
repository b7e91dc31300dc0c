import { Effect, Exit, Redacted, Scope } from "effect"
import { embeddedPostgres, type DatabaseTarget } from "../../src/db/database"
import { freshDatabase } from "./testServer"

/**
 * One database that several servers use at once, as instances of a fleet would: a fresh
 * database on the PostgreSQL of DATABASE_URL, or else an embedded PGlite served over the wire
 * protocol (one connection per server, since PGlite runs one query at a time), whose
 * notifications each server reads where PGlite writes them.
 */
export const startSharedDatabase = async (): Promise<{ target: DatabaseTarget; close: () => Promise<void> }> => {
  const scope = Effect.runSync(Scope.make())
  const open = Effect.gen(function*() {
    if (process.env.DATABASE_URL) return yield* freshDatabase
    const { port, subscribe } = yield* embeddedPostgres("memory://")
    return {
      kind: "server",
      url: Redacted.make(`postgres://postgres@127.0.0.1:${port}/postgres`),
      maxConnections: 1,
      notifications: subscribe
    } as DatabaseTarget
  })
  const target = await Effect.runPromise(Scope.provide(open, scope))
  return { target, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}
