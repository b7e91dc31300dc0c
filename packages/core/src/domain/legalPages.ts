/**
 * The legal texts' kinds and pages, without their schemas (legal.ts): the route table and the
 * footer need them on every page, and a page's first script must not bring Effect's Schema.
 */

/** Every kind, in the order the footer lists them. */
export const legalKinds = ["regulations", "privacy", "owu", "cookies"] as const

/** The regulations (regulamin), the privacy notice, the owners' general terms (OWU), the cookie information. */
export type LegalKind = (typeof legalKinds)[number]

/** The page of each text, linked from the footer (the spec's Polish paths). */
export const legalPaths: Readonly<Record<LegalKind, string>> = {
  regulations: "/regulamin",
  privacy: "/polityka-prywatnosci",
  owu: "/owu",
  cookies: "/polityka-cookies"
}

/** The text a legal page shows, by its path segment (`regulamin` → regulations); null for another. */
export function legalKindOfPage(segment: string): LegalKind | null {
  return legalKinds.find((kind) => legalPaths[kind] === `/${segment}`) ?? null
}
