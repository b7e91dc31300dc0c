import type { Language } from "./user"

/**
 * The FAQ's sections and pages, without their schemas (faq.ts): the route table, the footer and
 * the server's first view need them, and a page's first script must not bring Effect's Schema.
 */

/** Every section, in the order of the FAQ's tabs (public-side 2.2: the spec's Polish names). */
export const faqSections = ["intro", "info", "rodzic", "nauczyciel", "dyrektor"] as const
export type FaqSection = (typeof faqSections)[number]

/** The route of each section's page (core's appRoutes). */
export const faqSectionRoutes = {
  intro: "faq_intro",
  info: "faq_info",
  rodzic: "faq_parent",
  nauczyciel: "faq_teacher",
  dyrektor: "faq_headmaster"
} as const satisfies Record<FaqSection, string>

/** The path of a section's page. */
export const faqPath = (section: FaqSection) => `/faq/${section}`

/** The section a route shows; null for a route of no section. */
export function faqSectionOfRoute(route: string): FaqSection | null {
  return faqSections.find((section) => faqSectionRoutes[section] === route) ?? null
}

/** A page's name (its heading, tab and title) and its description (the page's meta and lead). */
export interface FaqPageText {
  readonly title: string
  readonly description: string
}

/**
 * The sections' names and descriptions in each language: the app's tabs and headings and the
 * server's titles and meta descriptions read them here, so both say the same.
 */
export const faqPageTexts: Readonly<Record<Language, Readonly<Record<FaqSection, FaqPageText>>>> = {
  pl: {
    intro: { title: "Najczęstsze pytania", description: "Odpowiedzi na najczęstsze pytania o Pociechę: czym jest katalog, ile kosztuje i jak założyć konto." },
    info: { title: "Nowa wersja Pociechy", description: "Co się zmieniło w nowej wersji Pociechy i jak umówić bezpłatną prezentację dla placówki." },
    rodzic: { title: "Pytania rodziców", description: "Jak znaleźć żłobek lub przedszkole, złożyć zgłoszenie i wystawić opinię – odpowiedzi dla rodziców." },
    nauczyciel: { title: "Pytania nauczycieli", description: "Praca w przedszkolu, materiały dydaktyczne i zespół placówki – odpowiedzi dla nauczycieli." },
    dyrektor: { title: "Pytania dyrektorów", description: "Profil placówki, pakiet premium i odpowiedzi na opinie – odpowiedzi dla dyrektorów placówek." }
  },
  ua: {
    intro: { title: "Часті запитання", description: "Відповіді на найчастіші запитання про Pociecha: що таке каталог, скільки він коштує і як створити обліковий запис." },
    info: { title: "Нова версія Pociecha", description: "Що змінилося в новій версії Pociecha і як записатися на безкоштовну презентацію для закладу." },
    rodzic: { title: "Запитання батьків", description: "Як знайти ясла чи дитячий садок, подати заявку та залишити відгук — відповіді для батьків." },
    nauczyciel: { title: "Запитання вчителів", description: "Робота в дитячому садку, дидактичні матеріали та команда закладу — відповіді для вчителів." },
    dyrektor: { title: "Запитання директорів", description: "Профіль закладу, преміум-пакет і відповіді на відгуки — відповіді для директорів закладів." }
  },
  en: {
    intro: { title: "Frequently asked questions", description: "Answers to the questions most asked about Pociecha: what the directory is, what it costs and how to create an account." },
    info: { title: "The new version of Pociecha", description: "What changed in the new version of Pociecha and how to book a free presentation for your facility." },
    rodzic: { title: "Parents' questions", description: "How to find a nursery or kindergarten, apply and write an opinion: answers for parents." },
    nauczyciel: { title: "Teachers' questions", description: "Working in a kindergarten, teaching materials and a facility's team: answers for teachers." },
    dyrektor: { title: "Headmasters' questions", description: "A facility's profile, the premium package and answering opinions: answers for headmasters." }
  }
}
