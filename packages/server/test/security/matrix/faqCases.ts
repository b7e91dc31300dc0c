import { cmsStaff, everyone, type Case, type MatrixWorld } from "./matrixWorld"

/** A draft item for a write to change or delete (a new one each attempt, so a delete finds one). */
const draft = async (world: MatrixWorld) => {
  const [row] = await world.server.query<{ id: number }>(
    `insert into faq_items (section, kind, slug, position, title, body_html)
     values ('intro', 'entry', 'macierz-' || floor(random() * 1e9)::text, 999, 'Pytanie macierzy', '<p>Odpowiedź.</p>') returning id`
  )
  return { id: row!.id }
}

const payload = () => ({
  section: "intro", kind: "entry", title: "Pytanie z macierzy", description: "", body_html: "<p>Odpowiedź.</p>",
  translations: {}, status: "draft", publish_at: null
})

/** The FAQ: its pages are public; its items in the CMS are content staff's and support's. */
export const faqCases: Readonly<Record<string, Case>> = {
  "faq.section": { method: "GET", path: () => "/api/v1/faq/rodzic?lang=en&q=przedszkole", expected: everyone(200) },
  "faq.cmsList": { method: "GET", path: () => "/api/v1/cms/faq?section=intro", expected: cmsStaff(200) },
  "faq.cmsItem": { method: "GET", prepare: draft, path: (_world, { prepared }) => `/api/v1/cms/faq/${String(prepared.id)}`, expected: cmsStaff(200) },
  "faq.cmsCreate": { method: "POST", path: () => "/api/v1/cms/faq", body: payload, expected: cmsStaff(200) },
  "faq.cmsUpdate": {
    method: "PUT",
    prepare: draft,
    path: (_world, { prepared }) => `/api/v1/cms/faq/${String(prepared.id)}`,
    body: payload,
    expected: cmsStaff(200)
  },
  "faq.cmsDelete": { method: "DELETE", prepare: draft, path: (_world, { prepared }) => `/api/v1/cms/faq/${String(prepared.id)}`, expected: cmsStaff(204) },
  "faq.cmsReorder": {
    method: "PUT",
    prepare: async (world) => {
      const rows = await world.server.query<{ id: number }>("select id from faq_items where section = 'info' order by position, id")
      return { ids: rows.map((row) => row.id) }
    },
    path: () => "/api/v1/cms/faq/sections/info/order",
    body: (_world, { prepared }) => ({ ids: prepared.ids }),
    expected: cmsStaff(200)
  }
}
