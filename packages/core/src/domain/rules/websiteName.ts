import { slugify } from "./slug"

/**
 * The name of a facility website (management 2.6, 5): it becomes the subdomain `{name}.{SITE_DOMAIN}`,
 * so it must be one DNS label. The spec refuses `. , ; : ? ! /`; a DNS label refuses those and more.
 * Polish letters are refused, not transliterated: the address the owner types is the address the site
 * gets, and `suggestedWebsiteName` offers the transliterated form to start from.
 */

/** The longest DNS label (RFC 1035). */
export const WEBSITE_NAME_MAX = 63

/** One DNS label, letters in either case: a-z, 0-9 and inner hyphens, 1–63 characters. */
export const WEBSITE_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

/** Names no site may take: the portal's own host (`www` redirects to the apex, management 2.1). */
export const RESERVED_WEBSITE_NAMES: ReadonlyArray<string> = ["www"]

/** What a website name is refused for, or null when it may be asked for. */
export type WebsiteNameProblem = "FIELD_REQUIRED" | "WEBSITE_NAME_INVALID" | "WEBSITE_NAME_TAKEN"

/** The subdomain a website name gives: DNS names ignore case, so the stored form is lowercase. */
export function subdomainOf(name: string): string {
  return name.trim().toLowerCase()
}

/**
 * Why a website name cannot be used, before asking the server whether another site holds it:
 * empty → FIELD_REQUIRED; not one DNS label → WEBSITE_NAME_INVALID; reserved → WEBSITE_NAME_TAKEN.
 */
export function websiteNameProblem(name: string): WebsiteNameProblem | null {
  const subdomain = subdomainOf(name)
  if (subdomain === "") return "FIELD_REQUIRED"
  if (!WEBSITE_NAME_PATTERN.test(subdomain)) return "WEBSITE_NAME_INVALID"
  return RESERVED_WEBSITE_NAMES.includes(subdomain) ? "WEBSITE_NAME_TAKEN" : null
}

/**
 * A valid website name made from a facility's name, to prefill the builder's form: transliterated,
 * hyphenated, cut to one label. Empty when nothing usable is left.
 * @example suggestedWebsiteName("Przedszkole Tęcza") // "przedszkole-tecza"
 */
export function suggestedWebsiteName(facilityName: string): string {
  return slugify(facilityName).slice(0, WEBSITE_NAME_MAX).replace(/-+$/, "")
}

/** Which site a host asks for: the one named by its subdomain of the site domain, or the one mapped to a custom host. */
export type SiteHost = { readonly name: string } | { readonly customHost: string }

/**
 * Which site a host is (management 2.1; issue 17): `{name}.{siteDomain}` names the site `name`,
 * whatever the port; any other host is a custom host mapped in the database. Case and a trailing
 * dot are ignored. Null for no host at all.
 * @example siteOfHost("tecza.localhost:3000", "localhost") // { name: "tecza" }
 */
export function siteOfHost(host: string, siteDomain: string): SiteHost | null {
  const hostname = host.trim().toLowerCase().replace(/^\[([^\]]*)\].*$|:\d*$/, "$1").replace(/\.$/, "")
  if (hostname === "") return null
  const suffix = `.${siteDomain.toLowerCase().replace(/\.$/, "")}`
  const name = hostname.endsWith(suffix) ? hostname.slice(0, -suffix.length) : null
  return name !== null && WEBSITE_NAME_PATTERN.test(name) ? { name } : { customHost: hostname }
}
