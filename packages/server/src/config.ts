import { isValidEmail } from "@pociecha/core"
import { Config, ConfigProvider, Duration, Effect, Redacted } from "effect"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { defaultAbuseLimits, type AbuseLimits } from "./abuse/abuseLimits"
import { defaultPasswordWorkLimits, type PasswordWorkLimits } from "./auth/passwordWork"
import type { DatabaseTarget } from "./db/database"
import { ConfigurationError } from "./configurationError"
import { localJwtSecret } from "./localSecret"
import { defaultMailDelivery, type MailDelivery } from "./mail/mailDelivery"
import { readStorageConfig, type StorageTarget } from "./storage/storageConfig"
import { readOAuthConfig, type OAuthConfig } from "./oauth/oauthConfig"

export { ConfigurationError }

/**
 * How the server runs. `production` is the default: a forgotten APP_ENV must never open the
 * door. `local` is a developer's machine (loopback, a generated secret, demo data, the dev
 * mailbox); `test` is the same for automated tests.
 */
export type AppEnv = "production" | "local" | "test"

/** Everything the server reads from its environment; the README lists every variable. */
export interface AppConfig {
  readonly appEnv: AppEnv
  readonly port: number
  readonly host: string
  readonly database: DatabaseTarget
  /** Where local files live: the embedded database, the local secret. */
  readonly dataDir: string
  readonly jwtSecret: Redacted.Redacted<string>
  readonly hashidsSalt: string
  /** Origin used in links sent by e-mail. */
  readonly publicUrl: string
  /** smtp://user:pass@host:port — without it, mail stays in the outbox (and the dev mailbox). */
  readonly smtpUrl: Redacted.Redacted<string> | null
  readonly mailFrom: string
  /** The product team's mailbox: facility leads, presentation bookings and urgent messages go there (issue 19). */
  readonly salesEmail: string
  /** Whether the portal starts in maintenance (`MAINTENANCE=true`); support switches it in the toolbox after that. */
  readonly maintenanceAtStart: boolean
  /** How the outbox is delivered: polling, retries with back-off. */
  readonly mailDelivery: MailDelivery
  /** How often ended premiums are written back to the basic package (jobs/premiumLapse.ts). */
  readonly premiumLapseInterval: Duration.Duration
  /** Where uploaded files are kept: `DATA_DIR/files`, or the S3-compatible bucket of S3_URL. */
  readonly storage: StorageTarget
  /** The built web app; served when present. */
  readonly webDist: string
  /** Map tiles, `{s}`/`{z}/{x}/{y}` template: the content security policy allows its host. */
  readonly tileUrl: string
  /**
   * A Nominatim-compatible geocoding service (its base URL, asked `/search?format=json&q=…`): the
   * owner area looks a facility's address up on the map through it. Null: nothing is found.
   */
  readonly geocoderUrl: string | null
  /** Demo facilities seeded into an empty database outside production. */
  readonly seedFacilities: number
  /** Demo data (facilities, opinions, the demo accounts) in an empty database: never in production. */
  readonly seedDemoData: boolean
  /** The development mailbox (`/api/dev/mailbox`): never in production. */
  readonly devMailbox: boolean
  readonly abuseLimits: AbuseLimits
  /** Password checks one instance runs at once and lets wait; beyond, 503 with Retry-After. */
  readonly passwordWork: PasswordWorkLimits
  /** Use the last X-Forwarded-For hop as the client's address (behind a reverse proxy only). */
  readonly trustProxy: boolean
  /** One JSON line per request on stdout. */
  readonly logRequests: boolean
  /** Sign-in with Google and Facebook: each enabled when its client id and secret are set. */
  readonly oauth: OAuthConfig
  /**
   * The domain facility websites are served under: `{name}.{siteDomain}` is the site named `name`
   * (issue 17). `localhost` outside production, where `tecza.localhost:3000` reaches the loopback.
   */
  readonly siteDomain: string
  /**
   * The owner's dashboard counts (issue 20): whether views, reveals, clicks and map appearances
   * are counted (`INSIGHT_COUNTING`, on by default; the benchmark compares), and how often the
   * counts kept in memory are written (`INSIGHT_FLUSH_INTERVAL`, 10 seconds by default).
   */
  readonly insightCounting: boolean
  readonly insightFlushInterval: Duration.Duration
  /**
   * How often the saved searches' alert job runs (`ALERT_INTERVAL`, 30 seconds by default): an
   * instant alert reaches the outbox within one interval of the change (issue 20).
   */
  readonly alertInterval: Duration.Duration
}

/** A production secret must be this long (bytes): HS256 wants a key of the hash's size. */
export const MIN_SECRET_BYTES = 32

const packageRoot = resolve(fileURLToPath(import.meta.url), "../..")
const repositoryRoot = resolve(packageRoot, "../..")

const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"

const appEnvConfig = Config.String("APP_ENV").pipe(Config.withDefault("production"))

const settings = Config.all({
  // 0 asks the system for a free port (tests).
  port: Config.Int("PORT").pipe(Config.withDefault(3000)),
  host: Config.option(Config.NonEmptyString("HOST")),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault(resolve(repositoryRoot, ".data"))),
  jwtSecret: Config.option(Config.Redacted("JWT_SECRET")),
  hashidsSalt: Config.NonEmptyString("HASHIDS_SALT").pipe(Config.withDefault("pociecha")),
  publicUrl: Config.option(Config.URL("PUBLIC_URL")),
  smtpUrl: Config.option(Config.Redacted("SMTP_URL")),
  mailFrom: Config.NonEmptyString("MAIL_FROM").pipe(Config.withDefault("Pociecha <no-reply@pociecha.pl>")),
  salesEmail: Config.NonEmptyString("SALES_EMAIL").pipe(Config.withDefault("sprzedaz@pociecha.pl")),
  maintenanceAtStart: Config.Boolean("MAINTENANCE").pipe(Config.withDefault(false)),
  mailPollInterval: Config.Duration("MAIL_POLL_INTERVAL").pipe(Config.withDefault(defaultMailDelivery.pollInterval)),
  premiumLapseInterval: Config.Duration("PREMIUM_LAPSE_INTERVAL").pipe(Config.withDefault(Duration.minutes(10))),
  webDist: Config.String("WEB_DIST").pipe(Config.withDefault(resolve(repositoryRoot, "packages/web/dist"))),
  tileUrl: Config.NonEmptyString("TILE_URL").pipe(Config.withDefault(DEFAULT_TILE_URL)),
  geocoderUrl: Config.option(Config.URL("GEOCODER_URL")),
  seedFacilities: Config.Int("SEED_FACILITIES").pipe(Config.withDefault(25_000)),
  trustProxy: Config.Boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  logRequests: Config.Boolean("LOG_REQUESTS").pipe(Config.withDefault(true)),
  siteDomain: Config.option(Config.NonEmptyString("SITE_DOMAIN")),
  insightCounting: Config.Boolean("INSIGHT_COUNTING").pipe(Config.withDefault(true)),
  insightFlushInterval: Config.Duration("INSIGHT_FLUSH_INTERVAL").pipe(Config.withDefault(Duration.seconds(10))),
  alertInterval: Config.Duration("ALERT_INTERVAL").pipe(Config.withDefault(Duration.seconds(30)))
})

const fail = (reason: string) => Effect.fail(new ConfigurationError({ reason }))

const isAppEnv = (value: string): value is AppEnv => value === "production" || value === "local" || value === "test"

/**
 * Fewer distinct characters than this and a secret is a pattern, not a key, however long: a
 * random hex key has all sixteen, base64 far more.
 */
export const MIN_SECRET_DISTINCT_CHARACTERS = 10

/** The JWT secret: required and long in production; generated once per data folder locally. */
const jwtSecretFor = (appEnv: AppEnv, given: Redacted.Redacted<string> | undefined, dataDir: string) => {
  if (given !== undefined) {
    const secret = Redacted.value(given)
    if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
      return fail(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`)`)
    }
    return new Set(secret).size < MIN_SECRET_DISTINCT_CHARACTERS
      ? fail(
        `JWT_SECRET has too few distinct characters (fewer than ${MIN_SECRET_DISTINCT_CHARACTERS}) to be a secret; ` +
          "make a random one, e.g. `openssl rand -base64 48`"
      )
      : Effect.succeed(given)
  }
  if (appEnv === "production") {
    return fail(
      `JWT_SECRET is required in production (at least ${MIN_SECRET_BYTES} bytes); ` +
        "for a local try-out run with APP_ENV=local"
    )
  }
  // Tests get a fresh secret per process; a local machine keeps one per data folder.
  return appEnv === "test" ? Effect.succeed(Redacted.make(crypto.randomUUID() + crypto.randomUUID())) : localJwtSecret(dataDir)
}

/** A host name of one or more DNS labels, e.g. `pociecha.pl`: no scheme, port or path. */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/

/** The domain of the facility websites: required in production, where no default could be right; `localhost` elsewhere. */
const siteDomainFor = (appEnv: AppEnv, given: string | undefined) => {
  if (given === undefined) {
    return appEnv === "production"
      ? fail("SITE_DOMAIN is required in production: the domain facility websites are served under (e.g. pociecha.pl)")
      : Effect.succeed("localhost")
  }
  const domain = given.trim().toLowerCase().replace(/\.$/, "")
  return HOST_NAME.test(domain) ? Effect.succeed(domain) : fail(`SITE_DOMAIN must be a host name such as pociecha.pl, not '${given}'`)
}

/** Reads and checks the configuration from the environment (Effect's Config). */
export const readConfig: Effect.Effect<AppConfig, ConfigurationError> = Effect.gen(function*() {
  const appEnv = yield* appEnvConfig
  if (!isAppEnv(appEnv)) return yield* fail(`APP_ENV must be production, local or test, not '${appEnv}'`)
  const s = yield* settings
  if (s.port < 0 || s.port > 65_535) return yield* fail(`PORT must be between 0 and 65535, not ${s.port}`)
  const dataDir = resolve(s.dataDir)
  const jwtSecret = yield* jwtSecretFor(appEnv, s.jwtSecret._tag === "Some" ? s.jwtSecret.value : undefined, dataDir)
  const production = appEnv === "production"
  const storage = yield* readStorageConfig(dataDir)
  const oauth = yield* readOAuthConfig({ production, publicUrlSet: s.publicUrl._tag === "Some" })
  if (!isValidEmail(s.salesEmail)) return yield* fail(`SALES_EMAIL must be an e-mail address, not '${s.salesEmail}'`)
  const siteDomain = yield* siteDomainFor(appEnv, s.siteDomain._tag === "Some" ? s.siteDomain.value : undefined)
  const config: AppConfig = {
    appEnv,
    port: s.port,
    // Outside production nobody else on the network should reach a demo server by accident.
    host: s.host._tag === "Some" ? s.host.value : production ? "0.0.0.0" : "127.0.0.1",
    database: s.databaseUrl._tag === "Some"
      ? { kind: "server", url: s.databaseUrl.value }
      : { kind: "embedded", dataDir: resolve(dataDir, "pglite") },
    dataDir,
    jwtSecret,
    hashidsSalt: s.hashidsSalt,
    publicUrl: (s.publicUrl._tag === "Some" ? s.publicUrl.value.origin : `http://localhost:${s.port}`),
    smtpUrl: s.smtpUrl._tag === "Some" ? s.smtpUrl.value : null,
    mailFrom: s.mailFrom,
    salesEmail: s.salesEmail,
    maintenanceAtStart: s.maintenanceAtStart,
    mailDelivery: { ...defaultMailDelivery, pollInterval: s.mailPollInterval },
    premiumLapseInterval: s.premiumLapseInterval,
    storage,
    webDist: resolve(s.webDist),
    tileUrl: s.tileUrl,
    // Without a trailing slash: the service's paths are appended.
    geocoderUrl: s.geocoderUrl._tag === "Some" ? s.geocoderUrl.value.href.replace(/\/+$/, "") : null,
    seedFacilities: Math.max(1, s.seedFacilities),
    seedDemoData: !production,
    devMailbox: !production,
    abuseLimits: defaultAbuseLimits,
    passwordWork: defaultPasswordWorkLimits,
    trustProxy: s.trustProxy,
    logRequests: s.logRequests,
    oauth,
    siteDomain,
    insightCounting: s.insightCounting,
    insightFlushInterval: s.insightFlushInterval,
    alertInterval: s.alertInterval
  }
  return config
}).pipe(
  Effect.catchTag("ConfigError", (error) => fail(error.message.replace(/\s+/g, " ")))
)

/** What an operator should hear about at start: settings that work, but not as they likely mean. */
export const startupWarnings = (config: Pick<AppConfig, "appEnv" | "trustProxy">): ReadonlyArray<string> =>
  config.appEnv === "production" && !config.trustProxy
    // Behind a proxy every client would have the proxy's address, and share its login allowance.
    ? ["TRUST_PROXY is off: abuse limits count per connecting address; behind a reverse proxy set TRUST_PROXY=true"]
    : []

/** {@link readConfig} over a given environment record instead of the process's. */
export const readConfigFrom = (env: Record<string, string | undefined>) =>
  readConfig.pipe(
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env: env as Record<string, string> }))
  )

/** Reads the configuration from an environment record (the process's by default), synchronously. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): AppConfig =>
  Effect.runSync(readConfigFrom(env))
