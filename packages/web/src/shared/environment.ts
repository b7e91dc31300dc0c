/**
 * Which deployment the app runs in, for the environment watermark and the noindex meta tag
 * (spec 1: non-production environments show both). A build can say it with VITE_APP_ENV
 * (production, stage, rc, test…); otherwise the dev server is 'development', a local host is
 * 'localhost', and anything else is 'production'.
 */
export function resolveEnvironment(buildEnvironment: string | undefined, mode: string, hostname: string): string {
  const declared = (buildEnvironment ?? "").trim().toLowerCase()
  if (declared !== "") return declared === "prod" ? "production" : declared
  if (mode === "development") return "development"
  if (hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]") return "localhost"
  return "production"
}

export const appEnvironment = resolveEnvironment(
  import.meta.env.VITE_APP_ENV as string | undefined,
  import.meta.env.MODE,
  typeof location === "undefined" ? "" : location.hostname
)

export const isProduction = appEnvironment === "production"

/** Adds `<meta name="robots" content="noindex">` outside production (unless the build already did). */
export function applyRobotsMeta(doc: Document = document): void {
  if (isProduction || doc.querySelector('meta[name="robots"]') !== null) return
  const meta = doc.createElement("meta")
  meta.name = "robots"
  meta.content = "noindex, nofollow"
  doc.head.append(meta)
}
