import { imageForm, pngPart } from "./imageUpload"
import { facilityRunners, type AttemptContext, type Case, type MatrixWorld } from "./matrixWorld"

/**
 * The gallery and the staff (management 2.4) are for those who edit the facility's data
 * (facility-data/write): its owner and support; a moderator teacher writes news, not the profile.
 */
const editors = facilityRunners

const gallery = (world: MatrixWorld) => `/api/facility/list/${world.facilitySlug}/gallery`
const staff = (world: MatrixWorld) => `/api/facility/list/${world.facilityId}/employees`

/** A photo of this facility's gallery, made in the database for one attempt (a seed-like one, without files). */
const photo = async (world: MatrixWorld) => {
  const [row] = await world.server.query<{ id: number }>(
    "insert into facility_photos (facility_id, url, sort_order) values ($1, '/images/gallery/matrix.jpg', 999) returning id",
    [world.facilityId]
  )
  return { photo: row!.id }
}

/** The ids of this facility's gallery in their order now: the one list a reorder takes. */
const currentOrder = async (world: MatrixWorld) => {
  const rows = await world.server.query<{ id: number }>("select id from facility_photos where facility_id = $1 order by sort_order, id", [world.facilityId])
  return { ids: rows.map((row) => row.id).reverse() }
}

/** An employee of this facility, made in the database for one attempt, and a picture for their photo. */
const employee = async (world: MatrixWorld) => {
  const [row] = await world.server.query<{ id: number }>(
    "insert into facility_employees (facility_id, name, position, sort_order) values ($1, 'Ewa Nowak', 'Kucharka', 999) returning id",
    [world.facilityId]
  )
  return { employee: row!.id, ...(await pngPart()) }
}
const employeePath = (world: MatrixWorld, { prepared }: AttemptContext) => `${staff(world)}/${String(prepared.employee)}`

export const galleryStaffCases: Readonly<Record<string, Case>> = {
  "gallery.list": { method: "GET", path: gallery, expected: editors(200) },
  "gallery.upload": { method: "POST", prepare: pngPart, path: gallery, form: imageForm, expected: editors(200) },
  "gallery.remove": {
    method: "DELETE",
    prepare: photo,
    path: (world, { prepared }) => `${gallery(world)}/${String(prepared.photo)}`,
    expected: editors(200)
  },
  "gallery.reorder": {
    method: "PUT",
    prepare: currentOrder,
    path: (world) => `${gallery(world)}/order`,
    body: (_world, { prepared }) => ({ ids: prepared.ids }),
    expected: editors(200)
  },
  "employees.list": { method: "GET", path: staff, expected: editors(200) },
  "employees.add": {
    method: "POST",
    path: staff,
    body: () => ({ name: "Anna Kowalska", position: "Nauczycielka" }),
    expected: editors(201)
  },
  "employees.update": { method: "PATCH", prepare: employee, path: employeePath, body: () => ({ position: "Intendentka" }), expected: editors(200) },
  "employees.remove": { method: "DELETE", prepare: employee, path: employeePath, expected: editors(204) },
  "employees.uploadPhoto": {
    method: "POST",
    prepare: employee,
    path: (world, attempt) => `${employeePath(world, attempt)}/photo`,
    form: imageForm,
    expected: editors(200)
  },
  "employees.removePhoto": {
    method: "DELETE",
    prepare: employee,
    path: (world, attempt) => `${employeePath(world, attempt)}/photo`,
    expected: editors(200)
  }
}
