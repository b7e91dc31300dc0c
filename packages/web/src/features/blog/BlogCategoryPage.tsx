import { blogCategoryOfSlug } from "@pociecha/core"
import { useParams } from "wouter"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { BlogList } from "./BlogList"

/** /blog/kategoria/{category}: one category's posts, newest first, paged; a segment that names none is the 404 page. */
export default function BlogCategoryPage() {
  const category = blogCategoryOfSlug(useParams<{ category: string }>().category ?? "")
  return category === null ? <NotFoundPage /> : <BlogList key={category} category={category} />
}
