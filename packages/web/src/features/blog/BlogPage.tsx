import { BlogList } from "./BlogList"

/** /blog: every published post, newest first, paged (`?page=N`). */
export default function BlogPage() {
  return <BlogList category={null} />
}
