import { type AppRouteMatch, blogCategoryOfSlug, blogKeys, type BlogCategory, type BlogPost, type BlogPostSummary, type Language, type Page } from "@pociecha/core"
import { Effect } from "effect"
import { BlogRepository } from "../../repositories/blogRepository"
import { decodePath } from "../middleware/requestPath"

/** What a blog page shows, as the server read it, with the app's query key of that read. */
export type BlogView =
  | { readonly kind: "list"; readonly category: BlogCategory | null; readonly page: Page<BlogPostSummary>; readonly key: ReadonlyArray<unknown> }
  | { readonly kind: "post"; readonly post: BlogPost; readonly key: ReadonlyArray<unknown> }

/** Whether a route is one of the blog's pages (served with their content: blogPage.ts). */
export const isBlogPage = (route: AppRouteMatch) => route.name === "blog" || route.name === "blog_category" || route.name === "blog_post"

/** `?page=` as the app reads it (features/blog/blogPaging.ts): a whole number from 1, else the first page. */
const pageOf = (query: URLSearchParams) => {
  const page = Number(query.get("page") ?? "1")
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/**
 * Reads what a blog page shows in the reader's language: a list's page (all posts, or a
 * category's), or a published post. Null — the 404 page — for a post that is not published, a
 * category segment that names none, or a page past a list's last.
 */
export const makeBlogPageReads = Effect.gen(function*() {
  const posts = yield* BlogRepository
  return (route: AppRouteMatch, query: URLSearchParams, language: Language): Effect.Effect<BlogView | null> => {
    if (route.name === "blog_post") {
      const slug = decodePath(route.params.slug ?? "") ?? ""
      return Effect.map(posts.post(slug, language), (post) => (post === null ? null : { kind: "post", post, key: blogKeys.post(slug, language) }))
    }
    const category = route.name === "blog_category" ? blogCategoryOfSlug(route.params.category ?? "") : null
    if (route.name === "blog_category" && category === null) return Effect.succeed(null)
    const page = pageOf(query)
    const filter = { ...(category === null ? {} : { category }), page, lang: language }
    return Effect.map(posts.posts({ category: category ?? undefined, page, language }), (found) =>
      page > 1 && found.items.length === 0 ? null : { kind: "list", category, page: found, key: blogKeys.posts(filter) })
  }
})
