import { cmsStaff, everyone, type Case, type MatrixWorld } from "./matrixWorld"

/** A post of the matrix's own for each attempt, so one role's delete leaves the next its post. */
const ownPost = async (world: MatrixWorld, _role: string, attempt: number) => {
  const slug = `wpis-macierzy-${String(attempt)}-${Math.random().toString(36).slice(2, 8)}`
  const [row] = await world.server.query<{ id: number }>(
    `insert into blog_posts (slug, category, author, cover_url, cover_alt, status, publish_at, title, description, body_html)
     values ($1, 'advice', 'Redakcja', '/blog/okladka-porady.svg', 'Okładka', 'published', now(), 'Wpis', 'Opis', '<p>Treść</p>') returning id`,
    [slug]
  )
  return { id: row!.id, slug }
}

const payload = (slug: string) => ({
  slug,
  category: "advice",
  author: "Redakcja",
  cover_url: "/blog/okladka-porady.svg",
  cover_alt: "Okładka",
  title: "Wpis z macierzy",
  description: "Opis",
  body_html: "<p>Treść</p>",
  translations: {},
  status: "draft",
  publish_at: null
})

/** The blog: public reads of published posts; the CMS's reads and writes for content staff and support. */
export const blogCases: Readonly<Record<string, Case>> = {
  "blog.posts": { method: "GET", path: () => "/api/v1/blog/posts?category=games&page=1&lang=en", expected: everyone(200) },
  "blog.post": { method: "GET", path: () => "/api/v1/blog/posts/ospa-wietrzna-u-przedszkolaka?lang=ua", expected: everyone(200) },
  "cmsBlog.list": { method: "GET", path: () => "/api/v1/cms/blog/posts?page=1", expected: cmsStaff(200) },
  "cmsBlog.get": { method: "GET", prepare: ownPost, path: (_world, { prepared }) => `/api/v1/cms/blog/posts/${String(prepared.id)}`, expected: cmsStaff(200) },
  "cmsBlog.create": {
    method: "POST",
    path: () => "/api/v1/cms/blog/posts",
    body: (_world, { attempt }) => payload(`nowy-wpis-macierzy-${String(attempt)}-${Math.random().toString(36).slice(2, 8)}`),
    expected: cmsStaff(200)
  },
  "cmsBlog.update": {
    method: "PUT",
    prepare: ownPost,
    path: (_world, { prepared }) => `/api/v1/cms/blog/posts/${String(prepared.id)}`,
    body: (_world, { prepared }) => payload(String(prepared.slug)),
    expected: cmsStaff(200)
  },
  "cmsBlog.remove": {
    method: "DELETE",
    prepare: ownPost,
    path: (_world, { prepared }) => `/api/v1/cms/blog/posts/${String(prepared.id)}`,
    expected: cmsStaff(204)
  }
}
