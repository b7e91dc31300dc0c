import { blogPaths, blogPostQuery, intlLocale, type BlogPost } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import { NotTranslated } from "./NotTranslated"
import { PostCard } from "./PostCard"
import { PostMeta } from "./PostMeta"
import "./blog.css"

/** The older and newer post, as links. */
function Neighbours({ post }: { readonly post: BlogPost }) {
  const { t } = useTranslation("blog")
  if (post.previous === null && post.next === null) return null
  return (
    <nav className="blog-neighbours" aria-label={t("POST_NAVIGATION")}>
      {post.previous === null ? <span /> : (
        <Link href={blogPaths.post(post.previous.slug)} rel="prev" data-testid="previous-post">
          <span className="blog-neighbours__label">‹ {t("PREVIOUS_POST")}</span>
          <span className="blog-neighbours__title">{post.previous.title}</span>
        </Link>
      )}
      {post.next === null ? <span /> : (
        <Link href={blogPaths.post(post.next.slug)} rel="next" className="blog-neighbours__next" data-testid="next-post">
          <span className="blog-neighbours__label">{t("NEXT_POST")} ›</span>
          <span className="blog-neighbours__title">{post.next.title}</span>
        </Link>
      )}
    </nav>
  )
}

function Post({ post }: { readonly post: BlogPost }) {
  const { t } = useTranslation("blog")
  usePageTitle(post.title, post.description)
  const category = t(`CATEGORY_${post.category}`)
  return (
    <>
      <Breadcrumbs items={[{ label: t("BLOG", { ns: "common" }), href: blogPaths.list }, { label: category, href: blogPaths.category(post.category) }, { label: post.title }]} />
      <article className="blog-post card" data-testid="blog-post">
        <NotTranslated translated={post.translated} />
        <Link className="blog-card__category" href={blogPaths.category(post.category)}>{category}</Link>
        <h1 className="blog-post__title">{post.title}</h1>
        <PostMeta post={post} />
        <img className="blog-post__cover" src={post.cover_url} alt={post.cover_alt} width={1200} height={630} />
        {/* Written by content staff and sanitised on the server with the rich-text allow-list. */}
        <div className="blog-post__body rich-text" lang={intlLocale(post.language)} dangerouslySetInnerHTML={{ __html: post.body_html }} />
      </article>
      <Neighbours post={post} />
      {post.related.length === 0 ? null : (
        <section className="blog-related" aria-labelledby="blog-related-title">
          <h2 id="blog-related-title">{t("RELATED_POSTS")}</h2>
          <ul className="blog-grid">
            {post.related.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** /blog/{slug}: a published post in the reader's language (else Polish, with a word that it is). */
export default function BlogPostPage() {
  const { slug = "" } = useParams<{ slug: string }>()
  const { language } = useLanguage()
  const query = useQuery(blogPostQuery(api, slug, language))
  return (
    <div className="container blog-page">
      <ReadState query={query}>{(post) => <Post post={post} />}</ReadState>
    </div>
  )
}
