import { appRoutes, type JsonLd, type Language, productFeatures, type YearlyPlan, yearlyPlans } from "@pociecha/core"
import { breadcrumbListJsonLd } from "./jsonLd"
import { withPageHead } from "./pageHead"

/** The product pages the server gives a head of their own (issue 19). */
export type ProductPage = "product_landing_functions" | "product_landing_price_list"

interface PageTexts {
  readonly title: string
  readonly description: string
}

interface ProductTexts extends Readonly<Record<ProductPage, PageTexts>> {
  readonly forFacilities: string
  readonly mainSite: string
  readonly plans: Readonly<Record<YearlyPlan["key"] | "basic" | "premium", string>>
}

/*
 * The heads' texts, as the app's page titles and subtitles (features/forFacilities/locales) say
 * them; the page itself is drawn by the app.
 */
const texts: Readonly<Record<Language, ProductTexts>> = {
  pl: {
    product_landing_functions: {
      title: "Funkcje dla placówek – co zyskujesz w Pociesze",
      description: "Profil, opinie, pytania rodziców, rekrutacja i własna strona internetowa – sprawdź, co daje pakiet podstawowy, a co Premium."
    },
    product_landing_price_list: {
      title: "Cennik dla placówek – pakiety i plany roczne Pociechy",
      description: "Zacznij za darmo w pakiecie podstawowym, a gdy zechcesz więcej – wybierz Premium albo plan roczny."
    },
    forFacilities: "Dla placówek",
    mainSite: "Strona główna",
    plans: { basic: "Podstawowy", premium: "Premium", professional_start: "Profesjonalny Start", full_support: "Pełne Wsparcie" }
  },
  ua: {
    product_landing_functions: {
      title: "Функції для закладів – що Ви отримуєте в Pociecha",
      description: "Профіль, відгуки, запитання батьків, набір і власний вебсайт – перевірте, що дає базовий пакет, а що Premium."
    },
    product_landing_price_list: {
      title: "Ціни для закладів – пакети й річні плани Pociecha",
      description: "Почніть безкоштовно з базовим пакетом, а коли захочете більше – оберіть Premium або річний план."
    },
    forFacilities: "Для закладів",
    mainSite: "Головна сторінка",
    plans: { basic: "Базовий", premium: "Premium", professional_start: "Професійний старт", full_support: "Повна підтримка" }
  },
  en: {
    product_landing_functions: {
      title: "Features for facilities – what you get with Pociecha",
      description: "Profile, reviews, parents' questions, recruitment and a website of your own – see what the basic package gives and what Premium adds."
    },
    product_landing_price_list: {
      title: "Prices for facilities – Pociecha's packages and yearly plans",
      description: "Start free with the basic package, and when you want more, choose Premium or a yearly plan."
    },
    forFacilities: "For facilities",
    mainSite: "Home",
    plans: { basic: "Basic", premium: "Premium", professional_start: "Professional Start", full_support: "Full Support" }
  }
}

const CONTEXT = "https://schema.org"

/**
 * The price list as schema.org data: the product, Pociecha for facilities, with an offer per
 * package and plan; only the basic package has a fixed price (0 zł a month), the others are
 * agreed with the product team, so they carry none.
 */
const offersJsonLd = (t: ProductTexts, url: string): JsonLd => ({
  "@context": CONTEXT,
  "@type": "Product",
  name: `Pociecha – ${t.forFacilities}`,
  description: t.product_landing_price_list.description,
  url,
  offers: [
    { "@type": "Offer", name: t.plans.basic, price: "0", priceCurrency: "PLN", url },
    ...(["premium", ...yearlyPlans.map((plan) => plan.key)] as const).map((key) => ({ "@type": "Offer", name: t.plans[key], url }))
  ]
})

/** The functions page as schema.org data: the page, and the functions it lists. */
const functionsJsonLd = (t: ProductTexts, url: string): JsonLd => ({
  "@context": CONTEXT,
  "@type": "WebPage",
  name: t.product_landing_functions.title,
  description: t.product_landing_functions.description,
  url,
  about: { "@type": "SoftwareApplication", name: "Pociecha", applicationCategory: "BusinessApplication", featureList: productFeatures.map((feature) => feature.key) }
})

/**
 * A product page (issue 19) as the server sends it: its title, description, canonical URL,
 * language alternates and schema.org data (the trail under the page for facilities, and the
 * offers or the functions) in the HTML itself, for crawlers and link previews; the app draws the rest.
 */
export function productPageHtml(indexHtml: string, page: ProductPage, options: {
  readonly language: Language
  readonly version: Language
  readonly publicUrl: string
}): string {
  const t = texts[options.language]
  const url = `${options.publicUrl}${appRoutes[page]}`
  const trail = breadcrumbListJsonLd([
    { name: t.mainSite, url: `${options.publicUrl}${appRoutes.map}` },
    { name: t.forFacilities, url: `${options.publicUrl}${appRoutes.product_landing}` },
    { name: t[page].title, url }
  ])
  return withPageHead(indexHtml, {
    title: `${t[page].title} | Pociecha`,
    description: t[page].description,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [trail, page === "product_landing_price_list" ? offersJsonLd(t, url) : functionsJsonLd(t, url)]
  })
}
