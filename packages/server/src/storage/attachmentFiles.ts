import { attachmentFormatOf, classifyAttachment, validateFileSize, type AttachmentFormat, type AttachmentKind } from "@pociecha/core"
import { Effect } from "effect"
import type { Multipart } from "effect/http"
import { encodeFittedImage, GALLERY_PHOTO, ImageRejected, type PhotoSize } from "./imageEncoding"
import { contentTypeOfKey, newStorageKey } from "./storageKey"
import { encodeUpload } from "./uploadedImages"

/** Where news files are kept, a folder per facility: `publications/<facility id>/<uuid>.<ext>`. */
export const PUBLICATIONS_FOLDER = "publications"

export const publicationsFolderOf = (facilityId: number): string => `${PUBLICATIONS_FOLDER}/${facilityId}`

/** Pictures attached to news are kept like gallery photos: within 1600 px, as JPEG. */
const ATTACHMENT_PHOTO: PhotoSize = GALLERY_PHOTO

/** The longest name an attachment keeps (its extension stays). */
const MAX_NAME_LENGTH = 200

/** The extension (and so the Content-Type) each format is kept under; a picture we can read becomes a JPEG. */
const storedExtension: Readonly<Record<AttachmentFormat, string>> = {
  jpeg: "jpg", png: "jpg", gif: "jpg", webp: "jpg",
  // sharp reads no HEVC: an iPhone's photo is kept as sent, for download.
  heic: "heic",
  pdf: "pdf", docx: "docx", xlsx: "xlsx", doc: "doc", mp4: "mp4", mov: "mov"
}

const reencoded: ReadonlySet<AttachmentFormat> = new Set(["jpeg", "png", "gif", "webp"])

/**
 * The name an attachment is shown and downloaded under: the sender's file name without any
 * folder or control character, at most 200 characters with its extension kept; `plik` when
 * nothing is left.
 */
export const attachmentName = (sent: string): string => {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const base = (sent.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001F\u007F]/g, "").trim()
  if (base === "") return "plik"
  if (base.length <= MAX_NAME_LENGTH) return base
  const dot = base.lastIndexOf(".")
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : ""
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension
}

/** The name with its extension replaced (or one added): `plan.png` → `plan.jpg`. */
const renamedTo = (name: string, extension: string) => {
  const dot = name.lastIndexOf(".")
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`
}

/** An uploaded attachment ready to be stored under its key. */
export interface PreparedAttachment {
  readonly key: string
  readonly bytes: Uint8Array
  readonly contentType: string
  readonly name: string
  readonly kind: AttachmentKind
}

const prepared = (folder: string, bytes: Uint8Array, name: string, extension: string): PreparedAttachment => {
  const key = newStorageKey(folder, extension)
  // Every extension of storedExtension (and `bin`) is a storage key's.
  const contentType = contentTypeOfKey(key) as string
  return { key, bytes, contentType, name, kind: classifyAttachment(key, contentType) }
}

/**
 * A file sent for a news item (management 3; spec 3.15), made safe to keep in `folder`: at most
 * 5 MB (FILE_TOO_LARGE under `file`); a picture re-encoded as a JPEG within 1600 px, without its
 * metadata; a PDF, Word or Excel document or a movie kept as it is when its bytes are what its
 * name says; anything else kept as an untyped download (`.bin`, application/octet-stream). Its
 * kind is classified by what is stored, never by the name the sender chose.
 */
export const prepareAttachment = (file: Multipart.PersistedFile, folder: string) => {
  const name = attachmentName(file.name)
  return encodeUpload(file, (bytes): Effect.Effect<PreparedAttachment, ImageRejected> => {
    const tooLarge = validateFileSize({ size: bytes.byteLength })
    if (tooLarge !== null) return Effect.fail(new ImageRejected({ reason: tooLarge }))
    const format = attachmentFormatOf(bytes, name)
    if (format !== null && reencoded.has(format)) {
      return Effect.map(encodeFittedImage(bytes, ATTACHMENT_PHOTO), (photo) => prepared(folder, photo, renamedTo(name, "jpg"), "jpg"))
    }
    return Effect.succeed(prepared(folder, bytes, name, format === null ? "bin" : storedExtension[format]))
  })
}
