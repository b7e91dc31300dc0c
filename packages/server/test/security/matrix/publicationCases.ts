import { pdfForm } from "../../support/uploads"
import { everyone, type Case, type Expected, type MatrixWorld } from "./matrixWorld"

/** Those who write this facility's news: its owner, its moderator teacher, support; 403 for anyone else. */
const newsWriters = (status: number): Expected => ({ ...everyone(403), guest: 401, owner: status, moderatorTeacher: status, support: status })

/** A news item of this facility for members, made in the database for one attempt. */
const membersItem = async (world: MatrixWorld) => {
  const [item] = await world.server.query<{ id: number }>(
    `insert into publications (facility_id, account_id, title, content, category, visibility)
     values ($1, $2, 'Zebranie z rodzicami', '<p>We wtorek o 17:00.</p>', 'relation', 'private') returning id`,
    [world.facilityId, world.sessions.owner.id]
  )
  return { item: item!.id }
}

const news = (world: MatrixWorld) => `/api/facility/list/${world.facilitySlug}/publications`


/**
 * A facility's news (management 2.4; this facility is premium): everyone reads the list (each
 * what the visibility allows); an item for members is read by its members, staff and support;
 * the owner, the moderator teacher and support write.
 */
export const publicationCases: Readonly<Record<string, Case>> = {
  "publications.list": { method: "GET", path: news, expected: everyone(200) },
  "publications.one": {
    method: "GET",
    prepare: membersItem,
    path: (world, { prepared }) => `${news(world)}/${String(prepared.item)}`,
    expected: { ...everyone(200), guest: 404, anotherParent: 404, ownerOfAnother: 404, content: 404 }
  },
  "publications.create": {
    method: "POST",
    path: news,
    body: () => ({ title: "Jadłospis na maj", content: "<p>Zupa pomidorowa</p>", category: "menu", visibility: "private" }),
    expected: newsWriters(201)
  },
  "publications.update": {
    method: "PATCH",
    prepare: membersItem,
    path: (world, { prepared }) => `${news(world)}/${String(prepared.item)}`,
    body: () => ({ visibility: "admin_only" }),
    expected: newsWriters(200)
  },
  "publications.remove": {
    method: "DELETE",
    prepare: membersItem,
    path: (world, { prepared }) => `${news(world)}/${String(prepared.item)}`,
    expected: newsWriters(204)
  },
  "publications.uploadAttachment": {
    method: "POST",
    path: (world) => `${news(world)}/attachments`,
    form: () => pdfForm("jadlospis.pdf"),
    expected: newsWriters(201)
  }
}
