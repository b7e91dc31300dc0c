import { siteOfHost, type SiteHost } from "@pociecha/core"
import type { AppConfig } from "../../config"

/** The name a local or test server answers as the portal on any port (tests bind a free one). */
const LOOPBACK_NAME = "localhost"

const hostnameOf = (host: string) => host.trim().toLowerCase().replace(/:\d*$/, "").replace(/\.$/, "")

/** An address rather than a name (a health check, a load balancer): no site is ever named so. */
const isAddress = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[")

/**
 * Which facility site a request's Host asks for, or null when it is the portal's: PUBLIC_URL's
 * host (and its `www.`, management 2.1), an IP address (sites have names), and loopback names in
 * local and test. Any other host is a site: `{name}.{SITE_DOMAIN}` by name, anything else by the
 * custom hosts table. Made once per configuration: every request of the server asks it.
 */
export function siteRequestHosts(config: Pick<AppConfig, "publicUrl" | "siteDomain" | "appEnv">): (host: string | undefined) => SiteHost | null {
  const portal = hostnameOf(new URL(config.publicUrl).host)
  return (host) => {
    if (host === undefined) return null
    const hostname = hostnameOf(host)
    if (hostname === "" || hostname === portal || hostname === `www.${portal}` || isAddress(hostname)) return null
    if (config.appEnv !== "production" && hostname === LOOPBACK_NAME) return null
    return siteOfHost(host, config.siteDomain)
  }
}
