import {
  blogCategories,
  blogPaths,
  type BlogPost,
  type BlogPostSummary,
  formatDate,
  intlLocale,
  type JsonLd,
  type Language
} from "@pociecha/core"
import { blogCategoryName, blogTranslator } from "./blogServedTexts"
import type { BlogView } from "./blogPageReads"
import { absoluteUrl, blogPostingJsonLd, blogPostingSummaryJsonLd } from "./blogPostingJsonLd"
import { withPageHead } from "./pageHead"
import { servedBreadcrumbs, type ServedCrumb } from "./servedBreadcrumbs"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedTranslator } from "./servedTexts"

/** How the request asks for the page: its language, the version its URL names, the site's address. */
export interface BlogPageOptions {
  readonly language: Language
  readonly version: Language
  readonly publicUrl: string
}

type Translate = ReturnType<typeof blogTranslator>

/** The feed, named in each blog page's head for feed readers (RFC 4287 autodiscovery). */
const feedLink = (publicUrl: string, t: Translate) =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(t("FEED"))}" href="${escapeHtml(`${publicUrl}${blogPaths.feed}`)}" />`

/** A post's author, date and reading time, in the markup of the app's PostMeta. */
const meta = (post: BlogPostSummary, t: Translate) =>
  `<p class="blog-meta"><span>${escapeHtml(t("BY_AUTHOR", { author: post.author }))}</span>` +
  `<span><span class="visually-hidden">${escapeHtml(t("PUBLISHED_ON"))} </span><time datetime="${escapeHtml(post.published_at)}">${formatDate(Date.parse(post.published_at))}</time></span>` +
  `<span>${escapeHtml(t("READING_TIME", { count: post.reading_minutes }))}</span></p>`

/** A post in a list, in the markup of the app's PostCard. */
const card = (post: BlogPostSummary, language: Language, t: Translate, heading: "h2" | "h3") =>
  `<li><article class="blog-card card"><img class="blog-card__cover" src="${escapeHtml(post.cover_url)}" alt="${escapeHtml(post.cover_alt)}" width="1200" height="630" loading="lazy" />` +
  `<div class="blog-card__body"><a class="blog-card__category" href="${escapeHtml(blogPaths.category(post.category))}">${escapeHtml(blogCategoryName(language, post.category))}</a>` +
  `<${heading} class="blog-card__title"><a href="${escapeHtml(blogPaths.post(post.slug))}">${escapeHtml(post.title)}</a></${heading}>` +
  `<p class="blog-card__description">${escapeHtml(post.description)}</p>${meta(post, t)}</div></article></li>`

/** The links to all posts and each category, the current one marked. */
const categoryNav = (current: BlogView & { kind: "list" }, language: Language, t: Translate) => {
  const links = [
    { label: t("ALL_POSTS"), path: blogPaths.list, current: current.category === null },
    ...blogCategories.map((category) => ({ label: blogCategoryName(language, category), path: blogPaths.category(category), current: current.category === category }))
  ]
  return `<nav class="blog-categories" aria-label="${escapeHtml(t("CATEGORIES"))}"><ul>${links.map((link) =>
    `<li><a href="${escapeHtml(link.path)}"${link.current ? ` aria-current="page" class="blog-categories__current"` : ""}>${escapeHtml(link.label)}</a></li>`).join("")}</ul></nav>`
}

/** The previous and next page of a list as links. */
const pagination = (page: (BlogView & { kind: "list" })["page"], basePath: string, t: Translate) => {
  if (page.pageTotal <= 1) return ""
  const href = (n: number) => escapeHtml(n === 1 ? basePath : `${basePath}?page=${n}`)
  return `<nav class="blog-pagination" aria-label="${escapeHtml(t("PAGINATION"))}">` +
    (page.prevPage === null ? "<span></span>" : `<a href="${href(page.prevPage)}" rel="prev">‹ ${escapeHtml(t("PREVIOUS_PAGE"))}</a>`) +
    `<span aria-current="page">${escapeHtml(t("PAGE_OF", { page: page.curPage, total: page.pageTotal }))}</span>` +
    (page.nextPage === null ? "<span></span>" : `<a href="${href(page.nextPage)}" rel="next">${escapeHtml(t("NEXT_PAGE"))} ›</a>`) + `</nav>`
}

/** A list page: the blog, or a category's page (a CollectionPage of the blog). */
function listPage(indexHtml: string, view: BlogView & { kind: "list" }, options: BlogPageOptions): string {
  const t = blogTranslator(options.language)
  const name = view.category === null ? null : blogCategoryName(options.language, view.category)
  const basePath = view.category === null ? blogPaths.list : blogPaths.category(view.category)
  const path = view.page.curPage > 1 ? `${basePath}?page=${view.page.curPage}` : basePath
  const url = `${options.publicUrl}${path}`
  const heading = name ?? t("BLOG_TITLE")
  const description = name === null ? t("BLOG_DESCRIPTION") : t("CATEGORY_DESCRIPTION", { category: name })
  const crumbs: ReadonlyArray<ServedCrumb> = name === null ? [{ label: t("BLOG") }] : [{ label: t("BLOG"), path: blogPaths.list }, { label: name }]
  const trail = servedBreadcrumbs(crumbs, servedTranslator(options.language), { publicUrl: options.publicUrl, pageUrl: url })
  const postings = view.page.items.map((post) => blogPostingSummaryJsonLd(post, `${options.publicUrl}${blogPaths.post(post.slug)}`))
  const blogUrl = `${options.publicUrl}${blogPaths.list}`
  const data: JsonLd = name === null
    ? { "@context": "https://schema.org", "@type": "Blog", name: heading, description, url, inLanguage: intlLocale(options.language), blogPost: postings }
    : { "@context": "https://schema.org", "@type": "CollectionPage", name: heading, description, url, isPartOf: { "@type": "Blog", name: t("BLOG_TITLE"), url: blogUrl },
      mainEntity: { "@type": "ItemList", itemListElement: postings.map((item, index) => ({ "@type": "ListItem", position: view.page.offset + index + 1, item })) } }
  const list = view.page.items.length === 0
    ? `<p>${escapeHtml(t("NO_POSTS"))}</p>`
    : `<ul class="blog-grid">${view.page.items.map((post) => card(post, options.language, t, "h2")).join("")}</ul>`
  const served = `<div class="container blog-page" data-served-view>${trail.html}<h1 class="blog-page__title">${escapeHtml(heading)}</h1>` +
    `<p class="blog-page__lead">${escapeHtml(description)}</p>${categoryNav(view, options.language, t)}${list}${pagination(view.page, basePath, t)}</div>`
  const title = name === null ? t("BLOG_TITLE") : t("CATEGORY_TITLE", { category: name })
  const head = withPageHead(indexHtml, {
    // A later page is a page of its own (its own posts), titled so.
    title: `${view.page.curPage > 1 ? `${title} – ${t("PAGE_OF", { page: view.page.curPage, total: view.page.pageTotal })}` : title} | Pociecha`,
    description,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [data, trail.jsonLd],
    extra: [feedLink(options.publicUrl, t)]
  })
  return withServed(head, served + servedReadScript(view.key, view.page))
}

/** The older and newer post as links. */
const neighbours = (post: BlogPost, t: Translate) =>
  post.previous === null && post.next === null ? "" : `<nav class="blog-neighbours" aria-label="${escapeHtml(t("POST_NAVIGATION"))}">` +
    (post.previous === null ? "<span></span>" : `<a href="${escapeHtml(blogPaths.post(post.previous.slug))}" rel="prev"><span class="blog-neighbours__label">‹ ${escapeHtml(t("PREVIOUS_POST"))}</span><span class="blog-neighbours__title">${escapeHtml(post.previous.title)}</span></a>`) +
    (post.next === null ? "<span></span>" : `<a href="${escapeHtml(blogPaths.post(post.next.slug))}" rel="next" class="blog-neighbours__next"><span class="blog-neighbours__label">${escapeHtml(t("NEXT_POST"))} ›</span><span class="blog-neighbours__title">${escapeHtml(post.next.title)}</span></a>`) +
    `</nav>`

/** A post's page: the whole post, its neighbours and related posts; BlogPosting and its trail in the head. */
function postPage(indexHtml: string, post: BlogPost, key: ReadonlyArray<unknown>, options: BlogPageOptions): string {
  const t = blogTranslator(options.language)
  const url = `${options.publicUrl}${blogPaths.post(post.slug)}`
  const section = blogCategoryName(options.language, post.category)
  const trail = servedBreadcrumbs(
    [{ label: t("BLOG"), path: blogPaths.list }, { label: section, path: blogPaths.category(post.category) }, { label: post.title }],
    servedTranslator(options.language),
    { publicUrl: options.publicUrl, pageUrl: url }
  )
  const note = post.translated ? "" : `<p class="blog-note" role="note">${escapeHtml(t("NOT_TRANSLATED"))}</p>`
  const related = post.related.length === 0 ? "" : `<section class="blog-related" aria-labelledby="blog-related-title"><h2 id="blog-related-title">${escapeHtml(t("RELATED_POSTS"))}</h2>` +
    `<ul class="blog-grid">${post.related.map((other) => card(other, options.language, t, "h3")).join("")}</ul></section>`
  // The body is stored sanitised (the CMS's allow-list), so it is served as the HTML it is.
  const served = `<div class="container blog-page" data-served-view>${trail.html}<article class="blog-post card">${note}` +
    `<a class="blog-card__category" href="${escapeHtml(blogPaths.category(post.category))}">${escapeHtml(section)}</a>` +
    `<h1 class="blog-post__title">${escapeHtml(post.title)}</h1>${meta(post, t)}` +
    `<img class="blog-post__cover" src="${escapeHtml(post.cover_url)}" alt="${escapeHtml(post.cover_alt)}" width="1200" height="630" />` +
    `<div class="blog-post__body rich-text" lang="${intlLocale(post.language)}">${post.body_html}</div></article>${neighbours(post, t)}${related}</div>`
  const head = withPageHead(indexHtml, {
    title: `${post.title} | Pociecha`,
    description: post.description,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [blogPostingJsonLd(post, { url, publicUrl: options.publicUrl, section }), trail.jsonLd],
    extra: [feedLink(options.publicUrl, t), `<meta property="og:image" content="${escapeHtml(absoluteUrl(post.cover_url, options.publicUrl))}" />`]
  })
  return withServed(head, served + servedReadScript(key, post))
}

/**
 * A blog page as the server sends it: the list (the blog's, or a category's) or the post in the
 * app's markup — crawlers and phones read it before the app runs — with its title, description,
 * canonical URL, language alternates, schema.org data (Blog / CollectionPage or BlogPosting,
 * with the trail as BreadcrumbList) and the feed's link in the head; and the read the app then
 * takes into its cache (under core's blogKeys) instead of asking for it again.
 */
export function blogPageHtml(indexHtml: string, view: BlogView, options: BlogPageOptions): string {
  return view.kind === "list" ? listPage(indexHtml, view, options) : postPage(indexHtml, view.post, view.key, options)
}
