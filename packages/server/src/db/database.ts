import { PgClient } from "@effect/sql-pg"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect, Layer, Redacted } from "effect"
import { mkdirSync } from "node:fs"
import type { AddressInfo } from "node:net"

/** Where the data lives: a PostgreSQL server, or an embedded PGlite folder ('memory://' for none). */
export type DatabaseTarget =
  | { readonly kind: "server"; readonly url: string }
  | { readonly kind: "embedded"; readonly dataDir: string }

/**
 * Serves an embedded PGlite over the PostgreSQL wire protocol on a free loopback
 * port, so the server talks to it through the same driver as to a real server.
 */
const embeddedPostgres = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true })
      const db = await PGlite.create(dataDir, { extensions: { pg_trgm } })
      const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 8 })
      await server.start()
      const address = (server as unknown as { server: { address(): AddressInfo } }).server.address()
      return { db, server, port: address.port }
    }),
    ({ db, server }) => Effect.promise(async () => {
      await server.stop()
      await db.close()
    })
  )

/** The SQL client for a target. PGlite runs one query at a time, so it gets one connection. */
export const databaseLayer = (target: DatabaseTarget) =>
  target.kind === "server"
    ? PgClient.layer({ url: Redacted.make(target.url), maxConnections: 10 })
    : Layer.unwrap(
      Effect.map(embeddedPostgres(target.dataDir), ({ port }) =>
        PgClient.layer({ host: "127.0.0.1", port, username: "postgres", database: "postgres", maxConnections: 1 }))
    )
