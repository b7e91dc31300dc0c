import { resolveHostMode, type HostMode } from "@pociecha/core"

/** The product's main domains; any other host (except localhost) is a facility website (spec 2.1). */
export const MAIN_DOMAINS: readonly string[] = ["pociecha.pl"]

export const hostMode: HostMode = resolveHostMode(typeof location === "undefined" ? "" : location.host, MAIN_DOMAINS)

/** On a facility subdomain the logo and the navbar city search are hidden (spec 2.1). */
export const isFacilitySubdomain = hostMode.kind === "facility-site"
