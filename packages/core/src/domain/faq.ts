import { Schema } from "effect"
import { ContentStatus, ContentText, ServedLanguage } from "./content"
import { faqSections } from "./faqPages"

/**
 * The FAQ's sections (public-side 2.2, 2.13; faqPages.ts), each at `/faq/{section}`: the general
 * introduction, the landing of the new version (`info`), and the answers for parents, teachers
 * and headmasters under their Polish names.
 */
export const FaqSection = Schema.Literals(faqSections)
export type FaqSection = typeof FaqSection.Type

/**
 * What a FAQ item is: a question with its answer (`entry`), the section's highlighted notice at
 * its top (`banner`), or the list of what is new in the product (`changes`). A section shows at
 * most one published banner and one changes block (the first in its order).
 */
export const FaqKind = Schema.Literals(["entry", "banner", "changes"])
export type FaqKind = typeof FaqKind.Type

/** A FAQ item as readers get it, in their language: the title is the question, the body its answer. */
export const FaqItem = Schema.Struct({
  id: Schema.Number,
  /** The answer's anchor on its page (`/faq/rodzic#slug`), stable across edits. */
  slug: Schema.String,
  ...ContentText.fields,
  ...ServedLanguage
})
export type FaqItem = typeof FaqItem.Type

/** A FAQ page: its banner and changes blocks when it has them, and its published answers in order. */
export const FaqPage = Schema.Struct({
  section: FaqSection,
  banner: Schema.NullOr(FaqItem),
  changes: Schema.NullOr(FaqItem),
  entries: Schema.Array(FaqItem)
})
export type FaqPage = typeof FaqPage.Type

/** A FAQ item as the CMS edits it: every version, its publication, its place in the section. */
export const CmsFaqItem = Schema.Struct({
  id: Schema.Number,
  section: FaqSection,
  kind: FaqKind,
  slug: Schema.String,
  position: Schema.Number,
  ...ContentText.fields,
  translations: Schema.Struct({ ua: Schema.optionalKey(ContentText), en: Schema.optionalKey(ContentText) }),
  status: ContentStatus,
  /** ISO moment it is published from; null for a draft. */
  publish_at: Schema.NullOr(Schema.String),
  updated_at: Schema.String
})
export type CmsFaqItem = typeof CmsFaqItem.Type
