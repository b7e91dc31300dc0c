import { Schema } from "effect"
import { legalKinds, type LegalKind as LegalKindName } from "./legalPages"

/**
 * The portal's legal texts: the regulations (regulamin), the privacy notice, the owners' general
 * terms (OWU) and the cookie information. Each is kept in versions; a version is never changed,
 * a new one is published instead. Their kinds and pages are in legalPages.ts.
 */
export const LegalKind = Schema.Literals(legalKinds)
export type LegalKind = LegalKindName

/**
 * The texts a person accepts to have an account or send personal data: the regulations and the
 * privacy notice. A new version of either is asked for once, at the next sign-in.
 */
export const acceptedLegalKinds: ReadonlyArray<LegalKind> = ["regulations", "privacy"]

/** One version of one text. */
export const LegalVersionRef = Schema.Struct({ kind: LegalKind, version: Schema.Int })
export type LegalVersionRef = typeof LegalVersionRef.Type

/** A version as the list of versions shows it: without its body. */
export const LegalVersionSummary = Schema.Struct({
  kind: LegalKind,
  version: Schema.Int,
  title: Schema.String,
  /** The day the version took effect, `YYYY-MM-DD`. */
  published_on: Schema.String
})
export type LegalVersionSummary = typeof LegalVersionSummary.Type

/** A version with its text: HTML sanitised on the server, as content staff write it. */
export const LegalDocument = Schema.Struct({ ...LegalVersionSummary.fields, body_html: Schema.String })
export type LegalDocument = typeof LegalDocument.Type

/** The versions not yet accepted, of the current ones: what the next sign-in asks for. */
export function pendingLegalVersions(
  current: ReadonlyArray<LegalVersionRef>,
  accepted: ReadonlyArray<LegalVersionRef>
): ReadonlyArray<LegalVersionRef> {
  return current.filter((text) =>
    acceptedLegalKinds.includes(text.kind) &&
    !accepted.some((done) => done.kind === text.kind && done.version === text.version)
  )
}
