import { servedSetting } from "./servedSettings"

/**
 * Where facility websites are served (management 2.5, 5): the server's SITE_DOMAIN (a served
 * setting) with this page's scheme and port — locally one server answers the app and the sites
 * (`{name}.localhost:3000`). Under the Vite dev server, with no served settings, this page's host.
 */
export function siteOrigin(location: Pick<Location, "protocol" | "hostname" | "port"> = globalThis.location): string {
  const domain = servedSetting("siteDomain") ?? location.hostname
  return `${location.protocol}//${domain}${location.port === "" ? "" : `:${location.port}`}`
}

/** A site's address (management 5: `{name}.{SITE_DOMAIN}`), which opens it: `siteOrigin` with the site's name in front of its host. */
export function siteAddress(origin: string, subdomain: string): string {
  const [scheme, host] = origin.split("://", 2)
  return `${scheme}://${subdomain}.${host}/`
}
