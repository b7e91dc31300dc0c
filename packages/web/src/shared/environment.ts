import { servedSetting } from "./servedSettings"

/**
 * Which deployment the app runs in, for the environment watermark and the noindex meta tag
 * (spec 1: non-production environments show both). The server declares it in index.html (its
 * APP_ENV); under the Vite dev server a build may declare it with VITE_APP_ENV (production, stage,
 * rc, test…); otherwise the dev server is 'development', a local host is 'localhost', and anything
 * else is 'production'.
 */
export function resolveEnvironment(declaredEnvironment: string | null | undefined, mode: string, hostname: string): string {
  const declared = (declaredEnvironment ?? "").trim().toLowerCase()
  if (declared !== "") return declared === "prod" ? "production" : declared
  if (mode === "development") return "development"
  if (hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]") return "localhost"
  return "production"
}

export const appEnvironment = resolveEnvironment(
  servedSetting("environment") ?? (import.meta.env.VITE_APP_ENV as string | undefined),
  import.meta.env.MODE,
  typeof location === "undefined" ? "" : location.hostname
)

export const isProduction = appEnvironment === "production"

/** Adds `<meta name="robots" content="noindex">` outside production (unless the server already did). */
export function applyRobotsMeta(doc: Document = document): void {
  if (isProduction || doc.querySelector('meta[name="robots"]') !== null) return
  const meta = doc.createElement("meta")
  meta.name = "robots"
  meta.content = "noindex, nofollow"
  doc.head.append(meta)
}
