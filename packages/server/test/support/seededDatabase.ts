import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { SqlClient } from "effect/sql"
import type { AppConfig } from "../../src/config"
import { databaseLayer, embeddedPostgres, type DatabaseTarget } from "../../src/db/database"
import { prepareDatabase } from "../../src/db/prepare"

/** What a seeded database is made of: the same two settings give the same rows. */
export type Seeding = Pick<AppConfig, "seedFacilities" | "seedDemoData">

/**
 * The folder of this run's seeded snapshots, made (and removed) by scripts/test-integration.mjs.
 * Without it — one file run by hand — each test file seeds a database of its own.
 */
const snapshotDir = (): string | undefined => process.env.POCIECHA_TEST_SNAPSHOTS || undefined

const seedingKey = ({ seedFacilities, seedDemoData }: Seeding) => `${seedFacilities}_${seedDemoData ? "demo" : "plain"}`

/**
 * An embedded PGlite (empty, or loaded from a dump) served on a loopback port, as a server
 * target with its notifications: one connection, since PGlite runs one query at a time.
 */
export const servedPglite = (loadDataDir?: Blob) =>
  Effect.map(embeddedPostgres("memory://", loadDataDir), ({ db, port, subscribe }) => ({
    db,
    target: {
      kind: "server",
      url: Redacted.make(`postgres://postgres@127.0.0.1:${port}/postgres`),
      maxConnections: 1,
      notifications: subscribe
    } satisfies DatabaseTarget as DatabaseTarget
  }))

/** Migrates and seeds the database at `target`, then lets go of it. */
const seedInto = (target: DatabaseTarget, seeding: Seeding) =>
  Effect.scoped(Effect.gen(function*() {
    const db = yield* Layer.build(databaseLayer(target))
    yield* prepareDatabase(seeding).pipe(Effect.provide(db))
  }))

/**
 * The run's dump of a PGlite seeded with `seeding`: seeded and dumped by the first test file
 * that asks (the server's files run one at a time), read from the file by the others.
 */
const pgliteDump = (dir: string, seeding: Seeding) =>
  Effect.gen(function*() {
    const file = join(dir, `pglite_${seedingKey(seeding)}.tar.gz`)
    if (!existsSync(file)) {
      yield* Effect.scoped(Effect.gen(function*() {
        const { db, target } = yield* servedPglite()
        yield* seedInto(target, seeding)
        const dump = yield* Effect.promise(() => db.dumpDataDir("gzip"))
        const bytes = Buffer.from(yield* Effect.promise(() => dump.arrayBuffer()))
        // Written whole, then renamed: a file that exists is a complete dump.
        writeFileSync(`${file}.partial`, bytes)
        renameSync(`${file}.partial`, file)
      }))
    }
    return new Blob([readFileSync(file)])
  })

/** The name of the run's template database seeded with `seeding` (see dropSeededTemplates.ts). */
const templateName = (dir: string, seeding: Seeding) =>
  `${templatePrefix(dir)}${seedingKey(seeding)}`

/** What every template database of the run's folder `dir` is named from. */
export const templatePrefix = (dir: string) => `pociecha_seed_${basename(dir).toLowerCase().replace(/[^a-z0-9]/g, "_")}_`

/** Runs one statement on the maintenance database of DATABASE_URL. */
export const onServer = (url: string, statement: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe<{ datname: string }>(statement)).pipe(
    Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })),
    Effect.orDie
  )

const withDatabase = (url: string, name: string) => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return { kind: "server", url: Redacted.make(target.toString()) } satisfies DatabaseTarget as DatabaseTarget
}

/** A new database on DATABASE_URL's server, dropped when the scope closes; copied from `template` if given. */
export const databaseOnServer = (url: string, template?: string) =>
  Effect.gen(function*() {
    const name = `pociecha_it_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    yield* onServer(url, template === undefined ? `create database ${name}` : `create database ${name} template ${template}`)
    yield* Effect.addFinalizer(() => onServer(url, `drop database if exists ${name} with (force)`).pipe(Effect.ignore))
    return withDatabase(url, name)
  })

/**
 * The run's template database seeded with `seeding` on DATABASE_URL's server: created and seeded
 * by the first test file that asks; later files copy it (`create database … template …`), which
 * PostgreSQL does file by file instead of inserting the rows again.
 */
const seededTemplate = (url: string, dir: string, seeding: Seeding) =>
  Effect.gen(function*() {
    const name = templateName(dir, seeding)
    const existing = yield* onServer(url, `select datname from pg_database where datname = '${name}'`)
    if (existing.length === 0) {
      yield* onServer(url, `create database ${name}`)
      yield* seedInto(withDatabase(url, name), seeding)
    }
    return name
  })

/**
 * A database for one test file's server, in the scope: seeded with `seeding` — a copy of the run's
 * seeded snapshot when the run keeps snapshots, else empty, for the server to seed on start. With
 * DATABASE_URL it is a database of its own on that server, else an in-memory PGlite.
 */
export const databaseForTests = (seeding: Seeding) =>
  Effect.gen(function*() {
    const url = process.env.DATABASE_URL || undefined
    const dir = snapshotDir()
    if (url !== undefined) return yield* databaseOnServer(url, dir === undefined ? undefined : yield* seededTemplate(url, dir, seeding))
    if (dir === undefined) return { kind: "embedded", dataDir: "memory://" } satisfies DatabaseTarget as DatabaseTarget
    return (yield* servedPglite(yield* pgliteDump(dir, seeding))).target
  })
