import { Effect, Exit, Scope } from "effect"
import type { DatabaseTarget } from "../../src/db/database"
import { databaseOnServer, servedPglite } from "./seededDatabase"

/**
 * One database that several servers use at once, as instances of a fleet would: a fresh
 * database on the PostgreSQL of DATABASE_URL, or else an embedded PGlite served over the wire
 * protocol (one connection per server, since PGlite runs one query at a time), whose
 * notifications each server reads where PGlite writes them. The servers seed it as they start.
 */
export const startSharedDatabase = async (): Promise<{ target: DatabaseTarget; close: () => Promise<void> }> => {
  const scope = Effect.runSync(Scope.make())
  const url = process.env.DATABASE_URL
  const open = url ? databaseOnServer(url) : Effect.map(servedPglite(), ({ target }) => target)
  const target = await Effect.runPromise(Scope.provide(open, scope))
  return { target, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}
