import { pdfForm } from "../../support/uploads"
import { cmsStaff, everyone, type Case, type MatrixWorld } from "./matrixWorld"

const text = { title: "Wyliczanka", description: "Krótka wyliczanka.", body_html: "<p>Ene, due, rike, fake.</p>" }
const editorial = { ...text, translations: {}, status: "published", publish_at: null }

const material = (slug: string) => ({
  ...editorial, slug, material_crumb_display: "Wyliczanka", entry_kind: "material", visibility: "public", material_type: "poem",
  topics: ["speech_development"], age_groups: [4], event: null, attachments: []
})
const event = (slug: string) => ({ ...editorial, slug, kind: "calendar", day: 1, month: 10, starts_on: null, ends_on: null })

/** A fresh material for each attempt to replace or delete. */
const freshMaterial = async (world: MatrixWorld, _role: string, attempt: number) => {
  const [row] = await world.server.query<{ id: number }>(
    `insert into materials (slug, material_crumb_display, material_type, title) values ($1, 'Wyliczanka', 'poem', 'Wyliczanka') returning id`,
    [`macierz-material-${attempt}-${Date.now()}`]
  )
  return { id: row!.id }
}

/** A fresh calendar event for each attempt to replace or delete. */
const freshEvent = async (world: MatrixWorld, _role: string, attempt: number) => {
  const [row] = await world.server.query<{ id: number }>(
    `insert into teacher_events (slug, kind, day, month, title) values ($1, 'calendar', 1, 10, 'Dzień Muzyki') returning id`,
    [`macierz-swieto-${attempt}-${Date.now()}`]
  )
  return { id: row!.id }
}

const unique = (prefix: string, attempt: number) => `${prefix}-${attempt}-${Date.now()}`

/** The teacher zone (issue 19): public reads; the CMS's reads and writes for content staff and support only. */
export const teacherZoneCases: Readonly<Record<string, Case>> = {
  "materials.list": { method: "GET", path: () => "/api/v1/materials?q=piosenka&type=song&age_group=4", expected: everyone(200) },
  "materials.get": { method: "GET", path: () => "/api/v1/materials/piosenki-jesienne?lang=ua", expected: everyone(200) },
  "materials.events": { method: "GET", path: () => "/api/v1/events", expected: everyone(200) },
  "cmsTeacherZone.materials": { method: "GET", path: () => "/api/v1/cms/materials?page=1", expected: cmsStaff(200) },
  "cmsTeacherZone.material": {
    method: "GET", prepare: freshMaterial, path: (_world, { prepared }) => `/api/v1/cms/materials/${String(prepared.id)}`, expected: cmsStaff(200)
  },
  "cmsTeacherZone.createMaterial": {
    method: "POST", path: () => "/api/v1/cms/materials", body: (_world, { attempt }) => material(unique("macierz-nowy", attempt)), expected: cmsStaff(201)
  },
  "cmsTeacherZone.saveMaterial": {
    method: "PUT",
    prepare: freshMaterial,
    path: (_world, { prepared }) => `/api/v1/cms/materials/${String(prepared.id)}`,
    body: (_world, { attempt }) => material(unique("macierz-zmieniony", attempt)),
    expected: cmsStaff(200)
  },
  "cmsTeacherZone.removeMaterial": {
    method: "DELETE", prepare: freshMaterial, path: (_world, { prepared }) => `/api/v1/cms/materials/${String(prepared.id)}`, expected: cmsStaff(204)
  },
  "cmsTeacherZone.uploadAttachment": {
    method: "POST", path: () => "/api/v1/cms/materials/attachments", form: () => pdfForm("karta.pdf"),
    expected: cmsStaff(201)
  },
  "cmsTeacherZone.events": { method: "GET", path: () => "/api/v1/cms/events", expected: cmsStaff(200) },
  "cmsTeacherZone.event": {
    method: "GET", prepare: freshEvent, path: (_world, { prepared }) => `/api/v1/cms/events/${String(prepared.id)}`, expected: cmsStaff(200)
  },
  "cmsTeacherZone.createEvent": {
    method: "POST", path: () => "/api/v1/cms/events", body: (_world, { attempt }) => event(unique("macierz-nowe-swieto", attempt)), expected: cmsStaff(201)
  },
  "cmsTeacherZone.saveEvent": {
    method: "PUT",
    prepare: freshEvent,
    path: (_world, { prepared }) => `/api/v1/cms/events/${String(prepared.id)}`,
    body: (_world, { attempt }) => event(unique("macierz-zmienione-swieto", attempt)),
    expected: cmsStaff(200)
  },
  "cmsTeacherZone.removeEvent": {
    method: "DELETE", prepare: freshEvent, path: (_world, { prepared }) => `/api/v1/cms/events/${String(prepared.id)}`, expected: cmsStaff(204)
  }
}
