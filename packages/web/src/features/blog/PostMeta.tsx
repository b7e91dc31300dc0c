import { formatDate, type BlogPostSummary } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/** A post's author, publication date and reading time. */
export function PostMeta({ post }: { readonly post: BlogPostSummary }) {
  const { t } = useTranslation("blog")
  return (
    <p className="blog-meta">
      <span>{t("BY_AUTHOR", { author: post.author })}</span>
      <span>
        <span className="visually-hidden">{t("PUBLISHED_ON")} </span>
        <time dateTime={post.published_at}>{formatDate(Date.parse(post.published_at))}</time>
      </span>
      <span>{t("READING_TIME", { count: post.reading_minutes })}</span>
    </p>
  )
}
