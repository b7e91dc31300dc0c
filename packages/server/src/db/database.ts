import { PgClient } from "@effect/sql-pg"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { unaccent } from "@electric-sql/pglite/contrib/unaccent"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect, Layer, Redacted } from "effect"
import { mkdirSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { embeddedNotificationsLayer, serverNotificationsLayer } from "./notifications"
import { pgliteWithNotifications, type NotificationSource } from "./pgliteNotifications"

/** Where the data lives: a PostgreSQL server, or an embedded PGlite folder ('memory://' for none). */
export type DatabaseTarget =
  | {
    readonly kind: "server"
    readonly url: Redacted.Redacted<string>
    /** 10 by default; 1 for a server that runs one query at a time (an embedded database served to others). */
    readonly maxConnections?: number
    /**
     * An embedded database served to several servers of one process (tests) gives its
     * notifications here: on its wire, a connection that only listens never gets one.
     */
    readonly notifications?: NotificationSource
  }
  | { readonly kind: "embedded"; readonly dataDir: string }

/**
 * Serves an embedded PGlite over the PostgreSQL wire protocol on a free loopback
 * port, so the server talks to it through the same driver as to a real server.
 * `loadDataDir` starts it from a dump of another (`dumpDataDir`), as tests start from a seeded one.
 */
export const embeddedPostgres = (dataDir: string, loadDataDir?: Blob) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true })
      const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(loadDataDir === undefined ? {} : { loadDataDir }) })
      const { socketDb, subscribe } = pgliteWithNotifications(db)
      const server = new PGLiteSocketServer({ db: socketDb, host: "127.0.0.1", port: 0, maxConnections: 8 })
      await server.start()
      const address = (server as unknown as { server: { address(): AddressInfo } }).server.address()
      return { db, server, port: address.port, subscribe }
    }),
    ({ db, server }) => Effect.promise(async () => {
      await server.stop()
      await db.close()
    })
  )

/**
 * The SQL client for a target, and its notifications. PGlite runs one query at a time, so it
 * gets one connection.
 */
export const databaseLayer = (target: DatabaseTarget) =>
  target.kind === "server"
    ? (target.notifications === undefined ? serverNotificationsLayer(target.url) : embeddedNotificationsLayer(target.notifications)).pipe(
      Layer.provideMerge(PgClient.layer({ url: target.url, maxConnections: target.maxConnections ?? 10 }))
    )
    : Layer.unwrap(
      Effect.map(embeddedPostgres(target.dataDir), ({ port, subscribe }) =>
        embeddedNotificationsLayer(subscribe).pipe(
          Layer.provideMerge(
            PgClient.layer({ host: "127.0.0.1", port, username: "postgres", database: "postgres", maxConnections: 1 })
          )
        ))
    )
