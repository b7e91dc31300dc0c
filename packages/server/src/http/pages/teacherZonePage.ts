import {
  appRoutes, fillPattern, type JsonLd, type Language, type Material, type MaterialFilter, type MaterialSummary, type Page,
  type TeacherEvents, teacherZoneKeys
} from "@pociecha/core"
import { itemListJsonLd } from "./jsonLd"
import { withPageHead } from "./pageHead"
import { servedBreadcrumbs } from "./servedBreadcrumbs"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedTranslator } from "./servedTexts"
import { teacherZoneTexts } from "./teacherZoneTexts"

/** What a teacher-zone page is served in: the reader's language, the URL's version, the site's address. */
export interface TeacherZonePageOptions {
  readonly language: Language
  readonly version: Language
  readonly publicUrl: string
}

const listPath = fillPattern(appRoutes.materials)
const materialPath = (slug: string) => fillPattern(appRoutes.materials_entry, { material_slug: slug })

/** The trail's texts: the shell's (MAIN_SITE) and the zone's. */
const textsIn = (language: Language) => ({ shell: servedTranslator(language), zone: teacherZoneTexts[language] })

/**
 * The materials list as the server sends it (/strefa-nauczyciela, …/materialy-dydaktyczne): its
 * trail, heading and introduction, and the page of materials as links a crawler follows; in the
 * head its title (spec 2.15), description, canonical URL (the list without its filters, which
 * only narrow it) and schema.org data (BreadcrumbList, a CollectionPage and its ItemList); and
 * the app's reads of the list and the events, under core's keys.
 */
export function materialsListPageHtml(
  indexHtml: string,
  list: { readonly filter: MaterialFilter; readonly page: Page<MaterialSummary>; readonly events: TeacherEvents },
  options: TeacherZonePageOptions
): string {
  const { shell, zone } = textsIn(options.language)
  const url = `${options.publicUrl}${listPath}`
  const trail = servedBreadcrumbs([{ label: zone.TEACHER_ZONE }], shell, { publicUrl: options.publicUrl, pageUrl: url })
  const items = list.page.items.map((material) =>
    `<li><a href="${escapeHtml(materialPath(material.slug))}">${escapeHtml(material.title)}</a><p>${escapeHtml(material.description)}</p></li>`).join("")
  const served = `<main class="container teacher-zone" data-served-view>${trail.html}` +
    `<h1 class="teacher-zone__title">${escapeHtml(zone.TITLE_MATERIALS)}</h1><p class="teacher-zone__intro">${escapeHtml(zone.MATERIALS_INTRO)}</p>` +
    `<ol class="teacher-zone__served-list" start="${list.page.offset + 1}">${items}</ol></main>`
  const collection: JsonLd = { "@context": "https://schema.org", "@type": "CollectionPage", name: zone.TITLE_MATERIALS, description: zone.MATERIALS_INTRO, url }
  const head = withPageHead(indexHtml, {
    title: `${zone.TITLE_MATERIALS} | Pociecha`,
    description: zone.MATERIALS_INTRO,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [trail.jsonLd, collection, itemListJsonLd(list.page.items.map((material) => ({
      name: material.title, url: `${options.publicUrl}${materialPath(material.slug)}`
    })), list.page.offset)]
  })
  const reads = servedReadScript(teacherZoneKeys.materials(list.filter, options.language), list.page) +
    servedReadScript(teacherZoneKeys.events(options.language), list.events)
  return withServed(head, served + reads)
}

/** A material as schema.org LearningResource: what it is, for which ages, in which language. */
const learningResource = (material: Material, url: string): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "LearningResource",
  name: material.title,
  description: material.description,
  url,
  inLanguage: material.language === "ua" ? "uk" : material.language,
  learningResourceType: material.material_type,
  typicalAgeRange: `${Math.min(...material.age_groups)}-${Math.max(...material.age_groups)}`,
  keywords: material.topics.join(", "),
  datePublished: material.publish_at,
  ...(material.event === null ? {} : { about: material.event.title })
})

/**
 * A material's page as the server sends it: its trail (its material_crumb_display last), title,
 * body, attachments and the way back to the list; in the head its title (spec 2.15: the
 * material's), description, canonical URL and schema.org data (BreadcrumbList, LearningResource);
 * and the app's read of it.
 */
export function materialPageHtml(indexHtml: string, material: Material, options: TeacherZonePageOptions): string {
  const { shell, zone } = textsIn(options.language)
  const url = `${options.publicUrl}${materialPath(material.slug)}`
  const trail = servedBreadcrumbs([{ label: zone.TEACHER_ZONE, path: listPath }, { label: material.material_crumb_display }], shell, {
    publicUrl: options.publicUrl, pageUrl: url
  })
  const attachments = material.attachments.length === 0 ? "" : `<h2>${escapeHtml(zone.ATTACHMENTS)}</h2><ul>${material.attachments.map((attachment) =>
    `<li><a href="${escapeHtml(attachment.url)}" download="${escapeHtml(attachment.name)}">${escapeHtml(attachment.name)}</a></li>`).join("")}</ul>`
  const note = material.translated ? "" : `<p class="teacher-zone__not-translated" role="note">${escapeHtml(zone.NOT_TRANSLATED)}</p>`
  // The body is stored sanitised (the CMS's allow-list), so it is served as the HTML it is.
  const served = `<main class="container teacher-zone" data-served-view>${trail.html}<article class="teacher-zone__material card">${note}` +
    `<h1 class="teacher-zone__title">${escapeHtml(material.title)}</h1><div class="teacher-zone__body">${material.body_html}</div>${attachments}</article>` +
    `<p class="teacher-zone__back"><a href="${escapeHtml(listPath)}">${escapeHtml(zone.BACK_TO_MATERIALS)}</a></p></main>`
  const head = withPageHead(indexHtml, {
    title: `${material.title} | Pociecha`,
    description: material.description,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [trail.jsonLd, learningResource(material, url)]
  })
  return withServed(head, served + servedReadScript(teacherZoneKeys.material(material.slug, options.language), material))
}
