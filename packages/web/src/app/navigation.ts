import { legalKinds, legalPaths } from "@pociecha/core"
import { pathTo } from "../shared/routing/paths"

/** A link of the navbar or the footer: a translation key and where it goes. */
export interface NavigationLink {
  readonly key: string
  readonly display: string
  readonly href: string
  /** A navbar link's dropdown (spec 2.3: an action's dropdownItems). */
  readonly dropdownItems?: readonly NavigationLink[]
}

/**
 * Route links of the navbar (spec 2.3): the two catalogues, the teacher zone ('materials'), the
 * page for facilities, whose dropdown keys 'functions' and 'price-list' go to the functions page
 * and the price list, and the blog.
 */
export const navbarLinks: readonly NavigationLink[] = [
  { key: "nurseries", display: "NURSERIES_CATALOG", href: pathTo("catalog_voivodeships", { type: "zlobki" }) },
  { key: "kindergartens", display: "KINDERGARTENS_CATALOG", href: pathTo("catalog_voivodeships", { type: "przedszkola" }) },
  { key: "materials", display: "TEACHER_ZONE", href: pathTo("materials") },
  {
    key: "for-facilities",
    display: "FOR_FACILITIES",
    href: pathTo("product_landing"),
    dropdownItems: [
      { key: "functions", display: "PRODUCT_FUNCTIONS", href: pathTo("product_landing_functions") },
      { key: "price-list", display: "PRICE_LIST", href: pathTo("product_landing_price_list") }
    ]
  },
  { key: "blog", display: "BLOG", href: pathTo("blog") }
]

/** The footer's SERVICE list (spec 2.3). */
export const footerServiceLinks: readonly NavigationLink[] = [
  { key: "map", display: "ALL_LOCATIONS", href: pathTo("map") },
  { key: "for-facilities", display: "FOR_FACILITIES", href: pathTo("product_landing") },
  { key: "blog", display: "BLOG", href: pathTo("blog") },
  { key: "faq", display: "FAQ", href: pathTo("faq_intro") }
]

/** The footer's list of legal texts, each on its own page. */
export const footerLegalLinks: readonly NavigationLink[] = legalKinds.map((kind) => ({
  key: kind,
  display: `LEGAL_${kind.toUpperCase()}`,
  href: legalPaths[kind]
}))

const catalogueLinks: readonly NavigationLink[] = [
  { key: "nurseries", display: "NURSERIES_CATALOG", href: pathTo("catalog_voivodeships", { type: "zlobki" }) },
  { key: "kindergartens", display: "KINDERGARTENS_CATALOG", href: pathTo("catalog_voivodeships", { type: "przedszkola" }) }
]

/**
 * The footer's FOR_USERS list (spec 2.3): the catalogues, then the account pages — sign-up and
 * login for a guest, the profile for someone signed in (who has an account already).
 */
export function footerUserLinks(isLogged: boolean): readonly NavigationLink[] {
  return isLogged
    ? [...catalogueLinks, { key: "profile", display: "MY_PROFILE", href: pathTo("user") }]
    : [...catalogueLinks, { key: "signup", display: "SIGNUP", href: pathTo("signup") }, { key: "login", display: "LOGIN", href: pathTo("login") }]
}

/** Whether a link is the current page (or a page under it), for aria-current. */
export function isLinkActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/"
  return pathname === href || pathname.startsWith(`${href}/`)
}
