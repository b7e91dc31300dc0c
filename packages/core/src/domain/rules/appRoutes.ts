import { blogCategories, blogCategorySlugs } from "../blogPages"
import { legalKinds, legalPaths } from "../legalPages"
import { catalogTypes } from "./catalogType"
import { limitedRoute, matchPattern, oneOf, segment } from "./routePattern"

const TYPE = oneOf("type", catalogTypes)

/**
 * The paths of the main product's pages (spec 2.2, 3.16), by route name, in match order: the
 * first matching route wins — in the web app's router and on the server, which answers 404 for a
 * path no route takes. The web app adds each route's meta (titles, background, guards).
 */
export const appRoutes = {
  landing: "/",
  map: "/wszystkie-lokalizacje",
  map_facility: "/placowka/:facility",
  // A facility's own flows (spec 2.8, 2.9): the opinion wizard and the application.
  add_opinion: "/placowka/:facility/dodaj-opinie",
  apply: "/placowka/:facility/zgloszenie",
  facility: "/map/:facility",
  // A catalogue's type is one of a list, so its routes are RegExps (see RoutePattern).
  catalog_voivodeships: limitedRoute(`/${TYPE}-miasta`),
  catalog_cities: limitedRoute(`/${TYPE}/${segment("voivodeship")}`),
  catalog_facilities: limitedRoute(`/${TYPE}/${segment("voivodeship")}/${segment("city")}`),
  catalog_facilities_district: limitedRoute(`/${TYPE}/${segment("voivodeship")}/${segment("city")}/${segment("district")}`),
  product_landing: "/dla-placowek",
  // The teacher zone (spec 2.2, 2.12): the materials list, also under its second address, which
  // must come before a material's, and the empty placeholder at /landing/strefa-nauczyciela/**.
  materials: "/strefa-nauczyciela",
  materials_list: "/strefa-nauczyciela/materialy-dydaktyczne",
  materials_entry: "/strefa-nauczyciela/:material_slug",
  materials_placeholder: "/landing/strefa-nauczyciela/*?",
  // The product pages (issue 19): what an owner gets, and the packages with the forms to the product team.
  product_landing_functions: "/dla-placowek/funkcje",
  product_landing_price_list: "/dla-placowek/cennik",
  // The legal texts (regulamin, polityka prywatności, OWU, cookies), linked from the footer.
  // One path segment: the page of one of the texts.
  legal: limitedRoute(`/${oneOf("legal", legalKinds.map((kind) => legalPaths[kind].slice(1)))}`),
  // The blog (issue 19): all posts, one category's (by its Polish segment) and a post by its slug.
  blog: "/blog",
  blog_category: limitedRoute(`/blog/kategoria/${oneOf("category", blogCategories.map((category) => blogCategorySlugs[category]))}`),
  blog_post: "/blog/:slug",
  // The FAQ (public-side 2.2, 2.13): /faq opens its first section.
  faq: "/faq",
  faq_intro: "/faq/intro",
  faq_info: "/faq/info",
  faq_parent: "/faq/rodzic",
  faq_teacher: "/faq/nauczyciel",
  faq_headmaster: "/faq/dyrektor",
  login: "/logowanie",
  signup: "/rejestracja",
  password_remind: "/przypomnij-haslo",
  password_reset: "/reset-hasla/:token",
  account_confirm: "/potwierdz-konto/:token",
  email_confirm: "/potwierdz-email/:token",
  user: "/user/profile",
  // My account (spec 2.2, 2.11): the 'user' group of tabs, and one opinion or thread of mine.
  user_opinions: "/user/user_opinions",
  user_opinion: "/user/user_opinions/:opinion",
  user_questions: "/user/questions",
  user_question: "/user/question/:question",
  user_applications: "/user/applications",
  user_memberships: "/user/memberships",
  // Issue 20: the hearted facilities, and two to four of them side by side (shareable by `?ids=`).
  user_favourites: "/user/favourites",
  // Issue 20: the saved searches with their alerts, and an alert e-mail's unsubscribe page (no sign-in).
  user_saved_searches: "/user/saved-searches",
  alerts_unsubscribe: "/alerty/wypisz",
  user_visits: "/user/visits",
  compare: "/porownaj",
  user_settings: "/user/settings",
  // Claim and creation (management 2.7): the claim wizard from a facility's profile, and the
  // creation of a facility that is not in the directory yet.
  claim_facility: "/placowka/:facility/jestem-wlascicielem",
  facility_signup: "/stworz-placowke",
  // The owner area (management 2.2): one facility's tabs; `:facility` is its slug or id (or names
  // a claim, 'shadow'). Without it, the facility comes from `?facility=` or `?legacy=`. The area's
  // root and its two groups (facility_settings, parents_teachers) open their first tab.
  owner_area: "/user_facility",
  facility_settings_view: "/user_facility/:facility",
  facility_settings_group: "/user_facility/:facility/facility_settings",
  // The owner's dashboard (issue 20): the area's first tab, where a facility's root opens.
  facility_dashboard: "/user_facility/:facility/dashboard",
  facility_address: "/user_facility/:facility/facility_settings/address",
  facility_basic_info: "/user_facility/:facility/facility_settings/info",
  facility_description: "/user_facility/:facility/facility_settings/description",
  facility_amenities: "/user_facility/:facility/facility_settings/amenities",
  facility_gallery: "/user_facility/:facility/facility_settings/gallery",
  facility_dayplan: "/user_facility/:facility/facility_settings/dayplan",
  facility_cadre: "/user_facility/:facility/facility_settings/cadre",
  facility_recruitment: "/user_facility/:facility/facility_settings/recruitment",
  facility_questions: "/user_facility/:facility/question",
  facility_question: "/user_facility/:facility/question/:question",
  facility_opinions: "/user_facility/:facility/opinions",
  facility_opinion: "/user_facility/:facility/opinions/:opinion",
  // Applications received (beyond the spec's tab list: the records of public 3.10, answered here).
  facility_applications: "/user_facility/:facility/applications",
  facility_settings: "/user_facility/:facility/settings",
  facility_publications: "/user_facility/:facility/publications",
  // The website builder (management 2.6): the site, and its subpages with the one open.
  facility_web_page: "/user_facility/:facility/web_page",
  facility_web_page_subpages: "/user_facility/:facility/web_page/subpages/:subpage?",
  facility_parents_teachers: "/user_facility/:facility/parents_teachers",
  facility_parents: "/user_facility/:facility/parents_teachers/parents",
  facility_teachers: "/user_facility/:facility/parents_teachers/teachers",
  // The support panel (management 2.9): support staff only; its first screen is Facilities
  // (`?id=` opens one facility).
  support_facilities: "/support",
  support_opinions: "/support/opinions",
  support_shadow: "/support/shadow",
  support_tags: "/support/tags",
  support_limits: "/support/limits",
  support_templates: "/support/templates",
  // Support's toolbox (issue 18): an account looked up by e-mail and the actions on it.
  support_toolbox: "/support/toolbox",
  support_ownership: "/support/ownership",
  // The product team's requests (issue 19): leads and presentation bookings.
  support_sales_requests: "/support/sales-requests",
  // The city CMS (management 2.10): content staff and support; it opens at its city list.
  cms: "/cms",
  cms_login: "/cms/login",
  cms_city: "/cms/city",
  cms_city_description: "/cms/city-description/:cityId",
  // Legal texts in the CMS (issue 19): the four texts, and a new version of one.
  cms_legal: "/cms/legal",
  cms_legal_edit: limitedRoute(`/cms/legal/${oneOf("kind", legalKinds)}`),
  cms_blog: "/cms/blog",
  cms_blog_post: "/cms/blog/:id",
  cms_materials: "/cms/materials",
  cms_material: "/cms/materials/:id",
  cms_events: "/cms/events",
  cms_event: "/cms/events/:id",
  // The CMS's FAQ (issue 19): its items by section, and one item's editor ('nowy' for a new one).
  cms_faq: "/cms/faq",
  cms_faq_item: "/cms/faq/:id",
  facility_visits: "/user_facility/:facility/visits"
} as const

export type AppRouteName = keyof typeof appRoutes

/** Route names in match order. */
export const appRouteNames = Object.keys(appRoutes) as AppRouteName[]

export interface AppRouteMatch {
  readonly name: AppRouteName
  /** Params as they stand in the path: not decoded. */
  readonly params: Readonly<Record<string, string>>
}

/** The route a pathname shows and its params, or null when no route takes it (the 404 page). */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  for (const name of appRouteNames) {
    const params = matchPattern(appRoutes[name], pathname)
    if (params !== null) return { name, params }
  }
  return null
}
