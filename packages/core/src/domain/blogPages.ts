/**
 * The blog's categories and pages, without their schemas (blog.ts): the route table, the footer
 * and a page's first script need them, and must not bring Effect's Schema.
 */

/**
 * The blog's categories (public 3.12): stable keys the API and the database use, each with the
 * Polish segment of its page's URL (`/blog/kategoria/{slug}`).
 */
export const blogCategorySlugs = {
  advice: "porady",
  child_nutrition: "zywienie-dziecka",
  games: "zabawy",
  child_health: "zdrowie-dziecka",
  contests: "konkursy",
  kindergarten_recruitment: "rekrutacja-do-przedszkola",
  upbringing: "wychowanie",
  child_illnesses: "choroby-dzieci",
  events: "wydarzenia"
} as const

export type BlogCategory = keyof typeof blogCategorySlugs

/** The categories in the order the blog lists them. */
export const blogCategories = Object.keys(blogCategorySlugs) as ReadonlyArray<BlogCategory>

/** The category a page's URL segment names, or null for a segment that names none. */
export function blogCategoryOfSlug(slug: string): BlogCategory | null {
  return blogCategories.find((category) => blogCategorySlugs[category] === slug) ?? null
}

/** Posts one page of the blog's lists holds: three rows of three. */
export const BLOG_PAGE_SIZE = 9

/** Posts the feed carries: the newest ones. */
export const BLOG_FEED_SIZE = 20

/** Posts of the same category a post suggests below itself. */
export const BLOG_RELATED_SIZE = 3

/** The blog's pages (spec 2.2, issue 19) and its Atom feed. */
export const blogPaths = {
  list: "/blog",
  category: (category: BlogCategory) => `/blog/kategoria/${blogCategorySlugs[category]}`,
  post: (slug: string) => `/blog/${slug}`,
  feed: "/blog/feed.xml"
} as const
