/** How the app runs for a host (spec 2.1). */
export type HostMode =
  | { readonly kind: "main" }
  /** `to` is the apex host (with its port); the caller keeps the path and query. */
  | { readonly kind: "redirect-apex"; readonly to: string }
  | { readonly kind: "facility-site"; readonly subdomain: string }

/** The local development host: `localhost` (on any port, 3000 by default). */
export const LOCAL_DEV_HOSTNAME = "localhost"

function splitHost(host: string): { hostname: string; port: string } {
  const text = host.trim().toLowerCase()
  if (text.startsWith("[")) {
    const end = text.indexOf("]")
    return { hostname: text.slice(1, end < 0 ? undefined : end), port: end < 0 ? "" : text.slice(end + 2) }
  }
  const colon = text.lastIndexOf(":")
  const hostname = colon < 0 ? text : text.slice(0, colon)
  return { hostname: hostname.replace(/\.$/, ""), port: colon < 0 ? "" : text.slice(colon + 1) }
}

const isIpLiteral = (hostname: string): boolean => hostname.includes(":") || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)

/**
 * Decides the host mode from `location.host` (spec 2.1). A main domain (ports ignored),
 * `localhost`, an IP address (e.g. `127.0.0.1:5173`) or an empty host → main;
 * `www.` + a main domain or localhost → redirect to that apex; anything else → facility website,
 * the subdomain being the first label (`sloneczko.localhost:3000` → `sloneczko`).
 * `mainDomains` are host names such as `pociecha.pl`.
 */
export function resolveHostMode(host: string, mainDomains: readonly string[]): HostMode {
  const { hostname, port } = splitHost(host)
  if (hostname === "" || isIpLiteral(hostname)) return { kind: "main" }
  const apexes = [LOCAL_DEV_HOSTNAME, ...mainDomains.map((domain) => splitHost(domain).hostname)].filter((apex) => apex !== "")
  if (apexes.includes(hostname)) return { kind: "main" }
  const apex = apexes.find((candidate) => hostname === `www.${candidate}`)
  if (apex !== undefined) return { kind: "redirect-apex", to: port === "" ? apex : `${apex}:${port}` }
  return { kind: "facility-site", subdomain: hostname.split(".")[0] ?? hostname }
}
