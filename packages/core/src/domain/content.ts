import { Schema } from "effect"
import { Language } from "./user"

/**
 * What every piece of editorial content shares (issue 19: materials, events, contests, blog
 * posts, FAQ entries): content staff write it in the CMS in Polish, with optional Ukrainian and
 * English versions, as a draft first and then published, possibly from a later moment
 * (scheduled publication). Readers get the version in their language, or the Polish one with a
 * word that it is not translated.
 */

/** A draft is seen only in the CMS (and its preview); published content from `publish_at` on. */
export const ContentStatus = Schema.Literals(["draft", "published"])
export type ContentStatus = typeof ContentStatus.Type

/** Where a piece of content stands for readers right now: a published one dated ahead is scheduled. */
export type PublicationState = "draft" | "scheduled" | "published"

/** Whether readers see it at `now`, and if not why (a draft, or published from a later moment). */
export function publicationState(publication: { readonly status: ContentStatus; readonly publish_at: string | null }, now: Date): PublicationState {
  if (publication.status === "draft") return "draft"
  return publication.publish_at !== null && Date.parse(publication.publish_at) > now.getTime() ? "scheduled" : "published"
}

/** One language version of a text: its title, its short description (lists, the page's meta) and its body (sanitised HTML). */
export const ContentText = Schema.Struct({ title: Schema.String, description: Schema.String, body_html: Schema.String })
export type ContentText = typeof ContentText.Type

/** The other languages a text may have besides Polish, which every text has. */
export const translationLanguages = ["ua", "en"] as const satisfies ReadonlyArray<Language>
export type TranslationLanguage = (typeof translationLanguages)[number]

/**
 * The language fields of a public read: `language` is the language of the text served and
 * `translated` is false when the reader asked for a language it has no version in (and the
 * Polish one is served) — the page says so.
 */
export const ServedLanguage = { language: Language, translated: Schema.Boolean }

/** The version a reader gets: theirs when it exists, else the Polish one (marked untranslated). */
export function servedVersion<T>(
  polish: T,
  translations: Partial<Record<TranslationLanguage, T | null>>,
  wanted: Language
): { readonly text: T; readonly language: Language; readonly translated: boolean } {
  if (wanted === "pl") return { text: polish, language: "pl", translated: true }
  const version = translations[wanted]
  return version === undefined || version === null
    ? { text: polish, language: "pl", translated: false }
    : { text: version, language: wanted, translated: true }
}

/** Words a reader reads in a minute: the usual figure for Polish prose on a screen. */
const WORDS_PER_MINUTE = 200

/** Minutes to read a body of HTML (its words, tags left out), at least one. */
export function readingMinutes(bodyHtml: string): number {
  const words = bodyHtml.replace(/<[^>]*>/g, " ").split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
