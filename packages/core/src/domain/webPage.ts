import { Schema } from "effect"

/** Theme keys of facility websites (management 9, "Website themes"); the first is the default theme (2.5). */
export const themeKeys = [
  "crayons", "kindergarden", "meadow", "space", "music_notes", "bears", "puzzles", "rainbow", "magic_theatre"
] as const
export const ThemeKey = Schema.Literals(themeKeys)
export type ThemeKey = typeof ThemeKey.Type

/** A website template (management 3 PageTemplate): a theme with its name, description and preview image. */
export const PageTemplate = Schema.Struct({
  id: Schema.Number,
  key: ThemeKey,
  name: Schema.String,
  description: Schema.String,
  image: Schema.String,
  is_visible: Schema.Boolean
})
export type PageTemplate = typeof PageTemplate.Type

/** One block of a subpage's content (management 3): rich text as HTML, sanitised by the server. */
export const SubpageSection = Schema.Struct({
  type: Schema.Literal("rich_text"),
  rich_text: Schema.String
})
export type SubpageSection = typeof SubpageSection.Type

/**
 * What a subpage shows (management 3 page type constants; issue 17): a new site starts with one of
 * each type but `custom`, which is what the owner adds; the others read the facility's card live.
 */
export const subpageTypes = [
  "main", "about", "gallery", "staff", "day_plan", "recruitment", "news", "contact", "custom"
] as const
export const SubpageType = Schema.Literals(subpageTypes)
export type SubpageType = typeof SubpageType.Type

/** The news subpage's slug (management 9 "News"): `/aktualnosci/:id` opens one entry (2.5). */
export const NEWS_SUBPAGE_SLUG = "aktualnosci"

/**
 * A page of a facility website (management 3 Subpage): `parent` is the id of its parent subpage as
 * a string, or "" for a root; siblings are shown by `position`; `in_menu` puts it in the site's menu.
 */
export const Subpage = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  description_title: Schema.String,
  type: SubpageType,
  parent: Schema.String,
  position: Schema.Number,
  visible: Schema.Boolean,
  in_menu: Schema.Boolean,
  sections: Schema.Array(SubpageSection)
})
export type Subpage = typeof Subpage.Type

/** A website's address (management 3): its subdomain under SITE_DOMAIN, taken for good once given. */
export const WebPageDomain = Schema.Struct({
  id: Schema.Number,
  subdomain_name: Schema.String
})
export type WebPageDomain = typeof WebPageDomain.Type

/**
 * A facility's website (management 3 WebPage, 4 Website): its template (theme), name (= subdomain),
 * domain, whether it is visible and active, when it was made (ms) and its subpages.
 */
export const WebPage = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  template_id: Schema.Number,
  template_key: ThemeKey,
  name: Schema.String,
  domain_id: Schema.Number,
  domain: WebPageDomain,
  visible: Schema.Boolean,
  active: Schema.Boolean,
  created_at: Schema.Number,
  subpages: Schema.Array(Subpage)
})
export type WebPage = typeof WebPage.Type

/** The longest title of a subpage. */
export const SUBPAGE_TITLE_MAX = 200

/** The most sections one subpage holds. */
export const SUBPAGE_SECTIONS_MAX = 20

/** The most subpages one site holds (a cap on a sort payload too). */
export const SUBPAGES_MAX = 100

/**
 * A facility's site as its portal profile links to it: the subdomain name of its visible, active
 * site (`{subdomain_name}.{SITE_DOMAIN}`).
 */
export const PublicSite = Schema.Struct({ subdomain_name: Schema.String })
export type PublicSite = typeof PublicSite.Type
