import { fileURLToPath } from "node:url"
import { resolve } from "node:path"
import type { DatabaseTarget } from "./db/database"

/** Everything the server reads from its environment, with working defaults. */
export interface AppConfig {
  readonly port: number
  readonly host: string
  readonly database: DatabaseTarget
  readonly jwtSecret: string
  readonly hashidsSalt: string
  readonly appEnv: "production" | "development" | "test"
  /** Origin used in links sent by e-mail. */
  readonly publicUrl: string
  /** smtp://user:pass@host:port — without it mail stays in the dev mailbox. */
  readonly smtpUrl: string | null
  /** The built web app; served when present. */
  readonly webDist: string
  /** Facilities to seed into an empty database. */
  readonly seedFacilities: number
}

const packageRoot = resolve(fileURLToPath(import.meta.url), "../..")
const repositoryRoot = resolve(packageRoot, "../..")

const appEnvFrom = (value: string | undefined): AppConfig["appEnv"] =>
  value === "production" || value === "test" ? value : "development"

/** Reads the configuration; the README lists every variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000)
  const appEnv = appEnvFrom(env.APP_ENV)
  const jwtSecret = env.JWT_SECRET ?? (appEnv === "production" ? "" : "pociecha-development-secret-change-me")
  if (jwtSecret.length < 16) throw new Error("JWT_SECRET must be set to at least 16 characters in production")
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    database: env.DATABASE_URL
      ? { kind: "server", url: env.DATABASE_URL }
      : { kind: "embedded", dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(repositoryRoot, ".data/pglite") },
    jwtSecret,
    hashidsSalt: env.HASHIDS_SALT ?? "pociecha",
    appEnv,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL ?? null,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(repositoryRoot, "packages/web/dist"),
    seedFacilities: Number(env.SEED_FACILITIES ?? 25_000)
  }
}
