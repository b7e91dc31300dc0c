import type { ApiCaller } from "../client/pociechaClient"
import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import type { Language } from "../domain/user"
import { apiQuery } from "./apiQuery"
import { publicQuery } from "./publicQuery"
import type { QueriesStale } from "./queriesStale"
import { blogKeys, type BlogPostsFilter } from "./queryKeys"

/** A page of the blog's published posts: a public read, served with the blog's pages. */
export const blogPostsQuery = (reader: PublicReader, filter: BlogPostsFilter) =>
  publicQuery(reader, blogKeys.posts(filter), publicEndpoints.blogPosts(filter))

/** A published post in the reader's language (else Polish), with its neighbours and related posts. */
export const blogPostQuery = (reader: PublicReader, slug: string, lang: Language) =>
  publicQuery(reader, blogKeys.post(slug, lang), publicEndpoints.blogPost(slug, lang))

/** A page of every post as the CMS lists them (content staff and support). */
export const cmsBlogPostsQuery = (api: ApiCaller, page: number) =>
  apiQuery(api, blogKeys.cmsList(page), (c) => c.cmsBlog.list({ query: { page } }))

/** A post as the CMS edits it. */
export const cmsBlogPostQuery = (api: ApiCaller, id: number) => apiQuery(api, blogKeys.cmsPost(id), (c) => c.cmsBlog.get({ params: { id } }))

/** A post created, replaced or deleted: every read of the blog, public and the CMS's. */
export const blogChangeKeys: QueriesStale["keys"] = [blogKeys.all]
