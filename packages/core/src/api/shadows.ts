import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { POST_CODE_PATTERN } from "../domain/rules/facilityAddress"
import { MAX_CLAIM_DOCUMENTS, MAX_FILE_BYTES } from "../domain/rules/fileValidation"
import { ShadowRecord } from "../domain/shadowFacility"
import { OwnedFacilities } from "../domain/user"
import { PhoneNumber } from "./applications"
import { FilledLine, Latitude, Line, List, Longitude, maxLengths } from "./bounds"
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { RejectPayload } from "./moderation"
import { RecordId, RowId, Uuid } from "./ids"

/** Most specialization tags one facility carries (a nursery with a kindergarten, a point, …). */
export const MAX_SPECIALIZATIONS = 6

/** A Polish postal code: two digits, a dash, three digits. */
export const PostCode = FilledLine(6).check(Schema.isPattern(POST_CODE_PATTERN, { message: "POST_CODE_INVALID" }))

/**
 * What the claim wizard verified, or a new facility's data (management 2.7): the `data` part of
 * `POST v1/shadow`. `facility_id` names the facility claimed; without it the record creates a
 * facility. The town is named by its slug (`city`: geo-search's City.param, a facility's
 * city_slug) with its voivodeship's slug (`voivodeship`: City.voivodeship_param, a facility's
 * voivodeship_slug) — a town is unique in its voivodeship by slug. `specialization` are tag ids
 * of type 'specialization'; `lat`/`lng` the pin on the map.
 */
export const ShadowData = Schema.Struct({
  facility_id: Schema.optionalKey(RowId),
  name: FilledLine(maxLengths.facilityName),
  specialization: List(Uuid, MAX_SPECIALIZATIONS).check(Schema.isMinLength(1, { message: "FIELD_REQUIRED" })),
  city: FilledLine(maxLengths.key),
  voivodeship: FilledLine(maxLengths.key),
  post_code: PostCode,
  street: FilledLine(maxLengths.address),
  building_number: FilledLine(maxLengths.buildingNumber),
  apartment_number: Schema.optionalKey(Schema.NullOr(Line(maxLengths.buildingNumber))),
  phone: PhoneNumber,
  lat: Latitude,
  lng: Longitude
})
export type ShadowData = typeof ShadowData.Type

/**
 * `POST v1/shadow` as `multipart/form-data`: a `data` part (JSON text of {@link ShadowData}) and
 * one or more `documents` file parts — PDF, JPG or PNG (checked by content), at most 5 MB each,
 * at most {@link MAX_CLAIM_DOCUMENTS}. The body bound leaves room for them all, so that a file
 * just over 5 MB is told FILE_TOO_LARGE (400, under `documents`) rather than cut off; one more
 * part than allowed is still read, to be told TOO_MANY_ITEMS.
 */
export const ShadowUpload = Schema.Struct({
  data: Schema.fromJsonString(ShadowData),
  documents: Schema.optionalKey(Multipart.FilesSchema.check(Schema.isMaxLength(MAX_CLAIM_DOCUMENTS, { message: "TOO_MANY_ITEMS" })))
}).pipe(
  HttpApiSchema.asMultipart({ maxParts: MAX_CLAIM_DOCUMENTS + 2, maxTotalSize: MAX_CLAIM_DOCUMENTS * MAX_FILE_BYTES + 1024 * 1024 })
)

/** A declined claim's reason, mailed to its sender and shown in My account. */
export const DeclinePayload = RejectPayload
export type DeclinePayload = typeof DeclinePayload.Type

const ShadowParam = { id: RecordId }

/** A stored document's bytes, with its own Content-Type (PDF, JPEG or PNG). */
const DocumentBytes = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }))

/**
 * Claims and creations — shadow facilities (management 2.7, 2.9, 4 lifecycle, 7): My facilities,
 * sending a claim or a new facility with its documents, the records (support: every pending one,
 * oldest first; anyone else: their own), a document (its sender and support only; never public),
 * and support's decisions.
 */
export const ShadowsGroup = HttpApiGroup.make("shadows")
  .add(HttpApiEndpoint.get("owned", "/v1/facility/owned", { success: OwnedFacilities, error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.post("create", "/v1/shadow", {
      payload: ShadowUpload,
      success: ShadowRecord.pipe(HttpApiSchema.status(201)),
      // 400 a field (under its name in `data`, or `documents`: DOCUMENT_REQUIRED, INVALID_FILE_FORMAT,
      // FILE_TOO_LARGE, TOO_MANY_ITEMS); 404 the facility claimed; 409 ERROR_CLAIM_ALREADY_SENT (this
      // account's claim of it waits) or ERROR_FACILITY_ALREADY_CLAIMED (it has an owner).
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.get("list", "/v1/shadow", { success: Schema.Array(ShadowRecord), error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.get("document", "/v1/shadow/:id/documents/:document", {
      params: { ...ShadowParam, document: RecordId },
      success: DocumentBytes,
      // 403 someone else's claim; 404 no such claim or document.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("accept", "/v1/shadow/:id/accept", {
      params: ShadowParam,
      success: ShadowRecord,
      // 409 decided already, or the facility has another owner by now.
      error: [...recordErrors, ConflictError]
    })
  )
  .add(
    HttpApiEndpoint.post("decline", "/v1/shadow/:id/decline", {
      params: ShadowParam,
      payload: DeclinePayload,
      success: ShadowRecord,
      error: [...recordErrors, ConflictError]
    })
  )
  .add(HttpApiEndpoint.delete("remove", "/v1/shadow/:id", { params: ShadowParam, error: recordErrors }))
