import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BlogCategory, BlogPost, BlogPostSummary, CmsBlogPost, CmsBlogPostItem } from "../domain/blog"
import { Page } from "../domain/page"
import { Language } from "../domain/user"
import { FilledLine, Line, maxLengths } from "./bounds"
import { EditorialPayloadFields } from "./contentPayloads"
import { BadRequestError, NotFoundError, recordErrors, UnauthorizedError, ForbiddenError } from "./errors"
import { PageQuery, RecordId } from "./ids"

/** Posts one page of the CMS's list holds. */
export const CMS_BLOG_PAGE_SIZE = 50

/** A post's address in `/blog/{slug}`: lower-case letters, digits and single hyphens. */
export const BlogSlug = Line(maxLengths.key).check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "FIELD_INVALID" }))

/** A cover picture: a path on this site (`/blog/…svg`) or an https URL. */
export const CoverUrl = Line(maxLengths.url).check(Schema.isPattern(/^(\/[^\s/][^\s]*|https:\/\/[^\s]+)$/, { message: "FIELD_INVALID" }))

/**
 * A post as the CMS saves it (a new one, or every field of one replaced): its address,
 * category, author, cover with its alternative text, the Polish text, the other versions and
 * its publication. The body is sanitised by the server.
 */
export const BlogPostPayload = Schema.Struct({
  slug: BlogSlug,
  category: BlogCategory,
  author: FilledLine(maxLengths.name),
  cover_url: CoverUrl,
  cover_alt: FilledLine(maxLengths.shortText),
  ...EditorialPayloadFields
})
export type BlogPostPayload = typeof BlogPostPayload.Type

/** `?lang=` of a public read: the reader's language (Polish when none). */
const LangQuery = { lang: Schema.optionalKey(Language) }

/**
 * The blog (public 2.12, 3.12): published posts, newest first, all of them or one category's,
 * paged on the server; a post by its slug with its neighbours and related posts (404 for a
 * draft, a scheduled post or no such post). Each in the reader's language, else Polish.
 */
export const BlogGroup = HttpApiGroup.make("blog")
  .add(
    HttpApiEndpoint.get("posts", "/v1/blog/posts", {
      query: { ...PageQuery, ...LangQuery, category: Schema.optionalKey(BlogCategory) },
      success: Page(BlogPostSummary),
      error: BadRequestError
    })
  )
  .add(
    HttpApiEndpoint.get("post", "/v1/blog/posts/:slug", {
      params: { slug: Line(maxLengths.key) },
      query: LangQuery,
      success: BlogPost,
      error: [BadRequestError, NotFoundError]
    })
  )

const PostParam = { id: RecordId }

/**
 * The blog in the CMS (issue 19): content staff and support list every post (drafts and
 * scheduled ones too), read one, create, replace and delete it; each write audited. A slug
 * another post has is 400 SLUG_TAKEN under `slug`.
 */
export const CmsBlogGroup = HttpApiGroup.make("cmsBlog")
  .add(
    HttpApiEndpoint.get("list", "/v1/cms/blog/posts", {
      query: PageQuery,
      success: Page(CmsBlogPostItem),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(HttpApiEndpoint.get("get", "/v1/cms/blog/posts/:id", { params: PostParam, success: CmsBlogPost, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("create", "/v1/cms/blog/posts", {
      payload: BlogPostPayload,
      success: CmsBlogPost,
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(HttpApiEndpoint.put("update", "/v1/cms/blog/posts/:id", { params: PostParam, payload: BlogPostPayload, success: CmsBlogPost, error: recordErrors }))
  .add(HttpApiEndpoint.delete("remove", "/v1/cms/blog/posts/:id", { params: PostParam, error: recordErrors }))
