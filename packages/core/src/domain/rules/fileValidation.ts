import type { ValidationKey } from "./validationMessages"

/** What a file check needs; a browser File fits. */
export interface FileLike {
  readonly name: string
  readonly size: number
  readonly type?: string | undefined
}

/** Largest accepted file: 5 MB (spec 5, 9). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024

/** Extensions accepted for an avatar (spec 5). */
export const AVATAR_EXTENSIONS: readonly string[] = ["jpg", "jpeg", "png"]

/** Extensions accepted for other images such as gallery photos (spec 9). */
export const IMAGE_EXTENSIONS: readonly string[] = ["jpg", "jpeg", "png", "gif"]

/** Lower-case extension of a file name or path, without the dot; `""` when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[?#]/)[0]?.split("/").pop() ?? ""
  const dot = base.lastIndexOf(".")
  return dot <= 0 ? "" : base.slice(dot + 1).toLowerCase()
}

/** FILE_TOO_LARGE above 5 MB; exactly 5 MB passes. */
export function validateFileSize(file: Pick<FileLike, "size">): ValidationKey | null {
  return file.size > MAX_FILE_BYTES ? "FILE_TOO_LARGE" : null
}

function validateImage(file: FileLike, extensions: readonly string[]): ValidationKey | null {
  const typeOk = file.type === undefined || file.type === "" || file.type.includes("image/")
  if (!typeOk || !extensions.includes(fileExtension(file.name))) return "INVALID_FILE_FORMAT"
  return validateFileSize(file)
}

/**
 * Checks an avatar: a reported MIME type must contain 'image/' and the extension must be jpg,
 * jpeg or png, else INVALID_FILE_FORMAT; then FILE_TOO_LARGE above 5 MB.
 */
export function validateAvatarFile(file: FileLike): ValidationKey | null {
  return validateImage(file, AVATAR_EXTENSIONS)
}

/** Checks a photo the same way as an avatar, also allowing gif. */
export function validateImageFile(file: FileLike): ValidationKey | null {
  return validateImage(file, IMAGE_EXTENSIONS)
}

/** Image formats the server takes in, recognised by their first bytes. */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "heic"

/** Whether `bytes` hold `expected` at `offset` (a file's magic bytes). */
export const bytesAt = (bytes: Uint8Array, offset: number, expected: ReadonlyArray<number>): boolean =>
  bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte)

/** Whether `bytes` hold the ASCII `text` at `offset`. */
export const textAt = (bytes: Uint8Array, offset: number, text: string): boolean =>
  bytesAt(bytes, offset, Array.from(text, (char) => char.charCodeAt(0)))

/** ISO-BMFF brands of HEIF/HEIC pictures, as phones write them (ISO/IEC 23008-12). */
const HEIC_BRANDS: ReadonlyArray<string> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]

/**
 * The image format of a file by its content — its magic bytes — never by its name or declared
 * type, which the sender chooses. Null for anything else, including a text file named `.png`.
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (bytesAt(bytes, 0, [0xff, 0xd8, 0xff])) return "jpeg"
  if (bytesAt(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (textAt(bytes, 0, "GIF87a") || textAt(bytes, 0, "GIF89a")) return "gif"
  if (textAt(bytes, 0, "RIFF") && textAt(bytes, 8, "WEBP")) return "webp"
  if (textAt(bytes, 4, "ftyp") && HEIC_BRANDS.some((brand) => textAt(bytes, 8, brand))) return "heic"
  return null
}

/**
 * Checks an uploaded image by its bytes: INVALID_FILE_FORMAT unless they are one of the
 * {@link ImageFormat}s; then FILE_TOO_LARGE above 5 MB. What the server applies to every upload.
 */
export function validateImageBytes(bytes: Uint8Array): ValidationKey | null {
  return imageFormatOf(bytes) === null ? "INVALID_FILE_FORMAT" : validateFileSize({ size: bytes.byteLength })
}

/** Extensions accepted for a claim's confirmation document from the official register (management 2.7). */
export const DOCUMENT_EXTENSIONS: readonly string[] = ["pdf", "jpg", "jpeg", "png"]

/** Declared types a document may come with; a browser may also send none. */
const DOCUMENT_TYPES: readonly string[] = ["application/pdf", "image/jpeg", "image/png"]

/** Most documents one claim carries: a register extract or two, a scan of each page. */
export const MAX_CLAIM_DOCUMENTS = 5

/** The formats of a claim's documents, by content. */
export type DocumentFormat = "pdf" | "jpeg" | "png"

/**
 * Checks a document as picked, before sending it: INVALID_FILE_FORMAT unless its extension is
 * pdf, jpg, jpeg or png and a declared type (if any) is PDF, JPEG or PNG; then FILE_TOO_LARGE
 * above 5 MB. The server checks the bytes again ({@link validateDocumentBytes}).
 */
export function validateDocumentFile(file: FileLike): ValidationKey | null {
  const typeOk = file.type === undefined || file.type === "" || DOCUMENT_TYPES.includes(file.type)
  if (!typeOk || !DOCUMENT_EXTENSIONS.includes(fileExtension(file.name))) return "INVALID_FILE_FORMAT"
  return validateFileSize(file)
}

/**
 * The document format of a file by its magic bytes: a PDF starts with `%PDF-`, JPEG and PNG as
 * {@link imageFormatOf} reads them. Null for anything else — an executable named `.pdf` too.
 */
export function documentFormatOf(bytes: Uint8Array): DocumentFormat | null {
  if (textAt(bytes, 0, "%PDF-")) return "pdf"
  const image = imageFormatOf(bytes)
  return image === "jpeg" || image === "png" ? image : null
}

/** Checks an uploaded document by its bytes: INVALID_FILE_FORMAT unless PDF, JPEG or PNG; then FILE_TOO_LARGE above 5 MB. */
export function validateDocumentBytes(bytes: Uint8Array): ValidationKey | null {
  return documentFormatOf(bytes) === null ? "INVALID_FILE_FORMAT" : validateFileSize({ size: bytes.byteLength })
}
