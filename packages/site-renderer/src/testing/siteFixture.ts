import type { Facility, Publication, Subpage, SubpageType, WebPage } from "@pociecha/core"
import { DEFAULT_PREFERENCES } from "../preferences"
import type { SiteOf, SitePageView } from "../view"

/** A premium kindergarten with a full card: what a new site is filled from. */
export const aFacility = (overrides: Partial<Facility> = {}): Facility => ({
  id: 7, slug: "przedszkole-tecza", name: "Przedszkole Tęcza", created_at: 0, status: "premium", shadow_status: null,
  specialization: ["kindergarten"], ownership: ["private"], features: [],
  country: "Polska", voivodeship: "mazowieckie", voivodeship_slug: "mazowieckie", county: "Warszawa", city: "Warszawa",
  city_slug: "warszawa", district: null, district_slug: null, post_code: "00-001", street: "Piękna", building_number: "5",
  apartment_number: null, location: { lat: 52.22, lng: 21.01 }, has_phone: true, has_email: true, website: null,
  facebook: null, instagram: null, bip: null, headmaster: null, avatar: "https://cdn.example/logo.png", children_count: 50,
  tuition: null, tuition_from: null, tuition_to: null,
  open_at: 390, close_at: 1050, saturday_open_at: null, saturday_close_at: null, sunday_open_at: null, sunday_close_at: null,
  is_open_saturday: false, is_open_sunday: false,
  description: "<p>Kameralne przedszkole z ogrodem.</p>", extra_classes: [],
  gallery: [{ id: 1, url: "/media/g1.jpg", thumb_url: "/media/g1-thumb.jpg", order: 1 }],
  day_plan: [{ start: 480, end: 510, duration: 30, name: "Śniadanie", description: "" }],
  employees: [{ id: 3, photo: null, name: "Anna Nowak", position: "Dyrektorka" }],
  recruitment_active: true, recruitment_description: "Zapisy do końca marca.", vacancies: true,
  vacancies_by_age: [{ age_group: "4", places: 3 }], vacancies_updated_at: null, active: true, verified: true,
  score_total: 4.6, score_food: 4.5, score_staff: 4.8, score_cleanliness: 4.5, opinions_count: 12,
  account: null, account_id: null, facility_owner_account_id: null,
  ...overrides
})

const titles: Readonly<Record<SubpageType, [string, string]>> = {
  main: ["", "Strona główna"], about: ["o-nas", "O nas"], gallery: ["galeria", "Galeria"], staff: ["kadra", "Kadra"],
  day_plan: ["plan-dnia", "Plan dnia"], recruitment: ["rekrutacja", "Rekrutacja"], news: ["aktualnosci", "Aktualności"],
  contact: ["kontakt", "Kontakt"], custom: ["wycieczki", "Wycieczki"]
}

/** A subpage of a type, in the menu and visible, with the slug and title a new site gives it. */
export const aSubpage = (id: number, type: SubpageType, overrides: Partial<Subpage> = {}): Subpage => ({
  id, slug: titles[type][0], title: titles[type][1], description_title: "", type, parent: "", position: id,
  visible: true, in_menu: true, sections: [], ...overrides
})

/** The site a new site starts as: one subpage of each type, in this order. */
export const aWebPage = (subpages: ReadonlyArray<Subpage> = defaultSubpages()): WebPage => ({
  id: 1, facility_id: 7, template_id: 1, template_key: "crayons", name: "tecza", domain_id: 1,
  domain: { id: 1, subdomain_name: "tecza" }, visible: true, active: true, created_at: 0, subpages: [...subpages]
})

export function defaultSubpages(): Subpage[] {
  const types: SubpageType[] = ["main", "about", "gallery", "staff", "day_plan", "recruitment", "news", "contact"]
  return types.map((type, index) => aSubpage(index + 1, type))
}

export const aPublication = (overrides: Partial<Publication> = {}): Publication => ({
  id: 12, facility_id: 7, title: "Bal przebierańców", content: "<p>Zapraszamy na bal w piątek.</p>", category: "relation",
  visibility: "public", holiday: null, attachments: [], account_id: null, account: null,
  created_at: Date.UTC(2026, 1, 10, 9, 0), updated_at: Date.UTC(2026, 1, 10, 9, 0), ...overrides
})

export const aSite = (overrides: Partial<SiteOf> = {}): SiteOf => ({
  facility: aFacility(), contact: { phone: "+48123456789", email: "tecza@example.pl" }, webPage: aWebPage(), preschool: true, ...overrides
})

/** The view of a site's main page for a guest in Polish, light theme, crayons. */
export function aView(overrides: Partial<SitePageView> = {}): SitePageView {
  const site = overrides.site === undefined ? aSite() : overrides.site
  const main = site?.webPage.subpages.find((subpage) => subpage.type === "main")
  return {
    site,
    current: main === undefined ? { kind: "notFound" } : { kind: "subpage", subpage: main },
    news: { items: [], page: 1, pages: 1 },
    viewer: { signedIn: false },
    preferences: DEFAULT_PREFERENCES,
    theme: "crayons",
    urls: { siteOrigin: "https://tecza.pociecha.pl", portalProfileUrl: "https://pociecha.pl/placowka/7", signInUrl: "https://pociecha.pl/logowanie?site=tecza", assetBase: "/themes" },
    path: "/",
    lang: "pl",
    ...overrides
  }
}

/** The subpage of a type in a view's site. */
export function subpageOf(view: SitePageView, type: SubpageType): Subpage {
  const found = view.site?.webPage.subpages.find((subpage) => subpage.type === type)
  if (found === undefined) throw new Error(`no ${type} subpage`)
  return found
}
