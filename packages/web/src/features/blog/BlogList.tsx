import { blogPaths, blogPostsQuery, type BlogCategory } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { BlogPagination } from "./BlogPagination"
import { pageFromQuery } from "./blogPaging"
import { CategoryNav } from "./CategoryNav"
import { PostCard } from "./PostCard"
import "./blog.css"

/** The posts of one page of a list (all, or one category's), newest first, paged on the server. */
function PostList({ category }: { readonly category: BlogCategory | null }) {
  const { t } = useTranslation("blog")
  const { language } = useLanguage()
  const [search] = useSearchParams()
  const page = pageFromQuery(search.get("page"))
  const query = useQuery({
    ...blogPostsQuery(api, { ...(category === null ? {} : { category }), page, lang: language }),
    // Turning a page keeps the list on screen until the next one arrives.
    placeholderData: keepPreviousData
  })
  const basePath = category === null ? blogPaths.list : blogPaths.category(category)
  return (
    <ReadState query={query} isEmpty={(data) => data.itemsTotal === 0} empty={<EmptyPlaceholder title={t("NO_POSTS")} />}>
      {(data) => (
        <>
          <ul className="blog-grid">
            {data.items.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <BlogPagination current={data.curPage} total={data.pageTotal} basePath={basePath} />
        </>
      )}
    </ReadState>
  )
}

/** A list page (all posts, or one category's): trail, heading, description, the category links and the posts. */
export function BlogList({ category }: { readonly category: BlogCategory | null }) {
  const { t } = useTranslation("blog")
  const name = category === null ? null : t(`CATEGORY_${category}`)
  const heading = name === null ? t("BLOG_TITLE") : name
  const description = name === null ? t("BLOG_DESCRIPTION") : t("CATEGORY_DESCRIPTION", { category: name })
  usePageTitle(name === null ? t("BLOG_TITLE") : t("CATEGORY_TITLE", { category: name }), description)
  const blog = { label: t("BLOG", { ns: "common" }) }
  return (
    <div className="container blog-page">
      <Breadcrumbs items={name === null ? [blog] : [{ ...blog, href: blogPaths.list }, { label: name }]} />
      <h1 className="blog-page__title">{heading}</h1>
      <p className="blog-page__lead">{description}</p>
      <CategoryNav current={category} />
      <PostList category={category} />
    </div>
  )
}
