import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Employee, GalleryPhoto } from "../domain/facility"
import type { ValidationKey } from "../domain/rules/validationMessages"
import { AvatarUpload } from "./account"
import { FilledLine, List, PlainPersonName } from "./bounds"
import { ConflictError, TooManyRequestsError, recordErrors } from "./errors"
import { FacilityRef, RecordId, RowId } from "./ids"

/** A facility's gallery in its order: what every gallery call answers. */
export const Gallery = Schema.Array(GalleryPhoto)
export type Gallery = typeof Gallery.Type

/**
 * A new photo: `multipart/form-data` with one `file` image part, bounded like an avatar (5 MB a
 * file, the body a little more so that a file just over it is told FILE_TOO_LARGE).
 */
export const PhotoUpload = AvatarUpload

/**
 * The message key a refused gallery upload carries under `file` (403 ERROR_ACTION_LIMIT_MET):
 * the facility has as many photos as its package allows (management 5 'Too many photos selected').
 */
export const TOO_MANY_PHOTOS = "TOO_MANY_PHOTOS" satisfies ValidationKey

/** Ids in a new order: more than any package allows a gallery to hold. */
export const MAX_ORDERED_PHOTOS = 1000

/** The new order of the gallery: exactly the facility's photo ids, each once, first shown first. */
export const GalleryOrderPayload = Schema.Struct({
  ids: List(RowId, MAX_ORDERED_PHOTOS).check(
    Schema.makeFilter((ids: ReadonlyArray<number>) => new Set(ids).size === ids.length || "FIELD_INVALID")
  )
})
export type GalleryOrderPayload = typeof GalleryOrderPayload.Type

/** The longest position (role) of an employee. */
export const EMPLOYEE_POSITION_MAX_LENGTH = 100

/** An employee's name and surname, as one text ('Anna Kowalska'): plain words, as any person's name. */
export const EmployeeName = PlainPersonName

/** An employee's position ('Nauczycielka wychowania przedszkolnego'): one line, not blank. */
export const EmployeePosition = FilledLine(EMPLOYEE_POSITION_MAX_LENGTH)

/** A new employee (management 2.4 Staff): name and surname, and position. */
export const EmployeePayload = Schema.Struct({ name: EmployeeName, position: EmployeePosition })
export type EmployeePayload = typeof EmployeePayload.Type

/** The changed fields of an employee. */
export const EmployeePatch = Schema.Struct({
  name: Schema.optionalKey(EmployeeName),
  position: Schema.optionalKey(EmployeePosition)
})
export type EmployeePatch = typeof EmployeePatch.Type

const PhotoRef = { ...FacilityRef, photo: RecordId }
const EmployeeRef = { ...FacilityRef, employee: RecordId }

// Every call below is for those who may edit the facility's data: `facility-data/write` on it
// (core's hasPermission), or support — 401 signed out, 403 anyone else, 404 no such facility.

/**
 * The gallery as its editors manage it (management 2.4 Gallery; the public profile carries it
 * too): upload a photo (re-encoded as JPEG of at most 1600 px, with a 400 px thumbnail), delete
 * one, save a new order. The package's `gallery_photos` limit bounds the count.
 */
export const GalleryGroup = HttpApiGroup.make("gallery")
  .add(HttpApiEndpoint.get("list", "/facility/list/:id/gallery", { params: FacilityRef, success: Gallery, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("upload", "/facility/list/:id/gallery", {
      params: FacilityRef,
      payload: PhotoUpload,
      success: Gallery,
      // 400 not an image (INVALID_FILE_FORMAT) or over 5 MB (FILE_TOO_LARGE), under `file`; 403
      // ERROR_ACTION_LIMIT_MET with TOO_MANY_PHOTOS under `file` when the gallery is full; 429
      // ERROR_TOO_MANY_REQUESTS for too many uploads an hour.
      error: [...recordErrors, TooManyRequestsError]
    })
  )
  .add(
    // 404 ERROR_NOT_FOUND: no such photo in this facility's gallery.
    HttpApiEndpoint.delete("remove", "/facility/list/:id/gallery/:photo", { params: PhotoRef, success: Gallery, error: recordErrors })
  )
  .add(
    HttpApiEndpoint.put("reorder", "/facility/list/:id/gallery/order", {
      params: FacilityRef,
      payload: GalleryOrderPayload,
      success: Gallery,
      // 409: the ids are not the gallery's (a photo was added or deleted meanwhile): read it again.
      error: [...recordErrors, ConflictError]
    })
  )

/**
 * The staff (management 2.4 Staff): employees with a photo, name and surname, and position.
 * 404 ERROR_EMPLOYEE_NOT_FOUND for an employee who is not this facility's.
 */
export const EmployeesGroup = HttpApiGroup.make("employees")
  .add(HttpApiEndpoint.get("list", "/facility/list/:id/employees", { params: FacilityRef, success: Schema.Array(Employee), error: recordErrors }))
  .add(
    HttpApiEndpoint.post("add", "/facility/list/:id/employees", {
      params: FacilityRef,
      payload: EmployeePayload,
      success: Employee.pipe(HttpApiSchema.status(201)),
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("update", "/facility/list/:id/employees/:employee", {
      params: EmployeeRef,
      payload: EmployeePatch,
      success: Employee,
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.delete("remove", "/facility/list/:id/employees/:employee", { params: EmployeeRef, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("uploadPhoto", "/facility/list/:id/employees/:employee/photo", {
      params: EmployeeRef,
      payload: PhotoUpload,
      success: Employee,
      // 400 not an image or over 5 MB, under `file`; 429 too many uploads an hour.
      error: [...recordErrors, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.delete("removePhoto", "/facility/list/:id/employees/:employee/photo", {
      params: EmployeeRef,
      success: Employee,
      error: recordErrors
    })
  )
