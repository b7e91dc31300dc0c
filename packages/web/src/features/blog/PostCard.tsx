import { blogCategorySlugs, blogPaths, type BlogPostSummary } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { PostMeta } from "./PostMeta"

/** A post in a list: its cover, category, title (the link), description and meta. */
export function PostCard({ post, headingLevel = 2 }: { readonly post: BlogPostSummary; readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("blog")
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className="blog-card card" data-testid="blog-card">
      <img className="blog-card__cover" src={post.cover_url} alt={post.cover_alt} width={1200} height={630} loading="lazy" />
      <div className="blog-card__body">
        <Link className="blog-card__category" href={blogPaths.category(post.category)} data-category={blogCategorySlugs[post.category]}>
          {t(`CATEGORY_${post.category}`)}
        </Link>
        <Heading className="blog-card__title">
          <Link href={blogPaths.post(post.slug)}>{post.title}</Link>
        </Heading>
        <p className="blog-card__description">{post.description}</p>
        <PostMeta post={post} />
      </div>
    </article>
  )
}
