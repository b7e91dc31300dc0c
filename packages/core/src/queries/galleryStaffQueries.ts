import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { facilityKeys } from "./queryKeys"

/**
 * A facility's gallery as its editors manage it (galleryEditorMachine's `photos`); the editor
 * emits `galleryChanged` with each new answer, for the app to put under this key.
 */
export const facilityGalleryQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.gallery(ref), (c) => c.gallery.list({ params: { id: ref } }))

/** A facility's staff as its editors manage it. */
export const facilityEmployeesQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.employees(ref), (c) => c.employees.list({ params: { id: ref } }))
