import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"

/**
 * A facility's gallery as its editors manage it (galleryEditorMachine's `photos`); the editor
 * emits `galleryChanged` with each new answer, for the app to put under this key.
 */
export const facilityGalleryQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, ["facility", ref, "gallery"], (c) => c.gallery.list({ params: { id: ref } }))

/** A facility's staff as its editors manage it. */
export const facilityEmployeesQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, ["facility", ref, "employees"], (c) => c.employees.list({ params: { id: ref } }))
