import { Context, Effect, Exit, Layer, Scope } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll } from "vitest"
import { defaultAbuseLimits } from "../../src/abuse/abuseLimits"
import { appLayer } from "../../src/app"
import { loadConfig, type AppConfig } from "../../src/config"
import { databaseLayer, type DatabaseTarget } from "../../src/db/database"
import { prepareDatabase } from "../../src/db/prepare"
import { databaseForTests } from "./seededDatabase"

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  readonly baseUrl: string
  readonly config: AppConfig
  /** Runs SQL against the server's database (to inspect what a call changed). */
  readonly query: <A extends object>(text: string, params?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<A>>
  /** Runs an Effect with the server's SqlClient. */
  readonly withSql: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>
  readonly close: () => Promise<void>
}

/** Facilities seeded for integration tests: enough for paging and search, quick to seed. */
export const TEST_FACILITIES = 1500

/** How a test server starts: see {@link startTestServer}. */
export interface TestServerOptions {
  readonly facilities?: number
  readonly config?: Partial<AppConfig>
  readonly database?: DatabaseTarget
}

/**
 * Starts the real server on a free port over a seeded database of its own (see
 * {@link databaseForTests}), or `database`, shared with other servers; `config` overrides the test configuration (e.g. `{ appEnv: "production" }`).
 */
export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  const scope = Effect.runSync(Scope.make())
  const start = Effect.gen(function*() {
    // Uploaded files go to a folder of the test's own, never the repository's DATA_DIR.
    const filesDir = mkdtempSync(join(tmpdir(), "pociecha-files-"))
    yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(filesDir, { recursive: true, force: true })))
    const settings: Omit<AppConfig, "database"> = {
      ...loadConfig({ APP_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "false" }),
      seedFacilities: options.facilities ?? TEST_FACILITIES,
      storage: { kind: "disk", dir: filesDir },
      ...options.config
    }
    const database = options.database ?? (yield* databaseForTests(settings))
    const config: AppConfig = { ...settings, database }
    const db = yield* Layer.build(databaseLayer(database))
    yield* prepareDatabase(config).pipe(Effect.provide(db))
    const app = yield* Layer.build(appLayer(config).pipe(Layer.provide(Layer.succeedContext(db))))
    const address = Context.get(app, HttpServer.HttpServer).address
    if (address._tag === "UnixPathAddress") return yield* Effect.die("expected a TCP address")
    const sql = Context.get(db, SqlClient.SqlClient)
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      config: { ...config, publicUrl: `http://127.0.0.1:${address.port}` },
      query: <A extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
        Effect.runPromise(sql.unsafe<A>(text, params)),
      withSql: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
        Effect.runPromise(Effect.provideService(effect, SqlClient.SqlClient, sql))
    }
  })
  const started = await Effect.runPromise(Scope.provide(start, scope))
  return { ...started, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

/**
 * The test configuration for suites that sign up many accounts from one address (the sign-up
 * limit per address is the abuse tests' business, not theirs).
 */
export const manySignups: Partial<AppConfig> = {
  abuseLimits: { ...defaultAbuseLimits, signupsPerIp: { points: 1000, seconds: 3600 } }
}

/**
 * What `start` starts before the tests of the file (or describe block) this is called in, closed
 * after them; the function returned gives it to the tests. Hooks run in the order they are
 * registered and their closings in reverse, so what is started later may use what was started
 * earlier, and is closed first.
 */
export const startedForTests = <A extends { readonly close: () => Promise<void> }>(what: string, start: () => Promise<A>): (() => A) => {
  let started: A | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(() => started?.close())
  return () => {
    if (started === undefined) throw new Error(`${what} is used before it has started`)
    return started
  }
}

/**
 * The server of a test file (or describe block), started before its tests with the options
 * `options` gives then (see {@link startedForTests}), and closed after them. The tests use what
 * is returned as the server itself.
 */
export const serverForTests = (options: () => TestServerOptions = () => ({})): TestServer => {
  const server = startedForTests("the test server", () => startTestServer(options()))
  return {
    get baseUrl() {
      return server().baseUrl
    },
    get config() {
      return server().config
    },
    query: <A extends object>(text: string, params?: ReadonlyArray<unknown>) => server().query<A>(text, params),
    withSql: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => server().withSql(effect),
    close: () => server().close()
  }
}
