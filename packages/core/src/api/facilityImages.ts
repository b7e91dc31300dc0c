import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { TooManyRequestsError, recordErrors } from "./errors"
import { PhotoUpload } from "./galleryStaff"
import { FacilityRef } from "./ids"

/** The facility's logo as its profile shows it (the record's `avatar`): null for the placeholder. */
export const FacilityLogo = Schema.Struct({ avatar: Schema.NullOr(Schema.String) })
export type FacilityLogo = typeof FacilityLogo.Type

/** A description image as stored: the URL under /files the editor inserts. */
export const DescriptionImage = Schema.Struct({ url: Schema.String })
export type DescriptionImage = typeof DescriptionImage.Type

// For those who may edit the facility's data: `facility-data/write` on it (core's
// hasPermission), or support — 401 signed out, 403 anyone else, 404 no such facility.
// 400 not an image (INVALID_FILE_FORMAT) or over 5 MB (FILE_TOO_LARGE), under `file`; 429 too many uploads an hour.
const uploadErrors = [...recordErrors, TooManyRequestsError] as const

/**
 * A facility's own pictures (management 2.4 Address data, Description; 2.11 avatar input and
 * rich-text IMAGE): its logo — one `file` image part, kept as a square JPEG, shown on the profile
 * — and the images of its description, on every package (each re-encoded within 1600 px).
 */
export const FacilityImagesGroup = HttpApiGroup.make("facilityImages")
  .add(
    HttpApiEndpoint.post("uploadLogo", "/facility/list/:id/logo", {
      params: FacilityRef,
      payload: PhotoUpload,
      success: FacilityLogo,
      error: uploadErrors
    })
  )
  .add(HttpApiEndpoint.delete("removeLogo", "/facility/list/:id/logo", { params: FacilityRef, success: FacilityLogo, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("uploadDescriptionImage", "/facility/list/:id/description/images", {
      params: FacilityRef,
      payload: PhotoUpload,
      success: DescriptionImage,
      error: uploadErrors
    })
  )
