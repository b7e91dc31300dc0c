import { bytesAt, documentFormatOf, fileExtension, imageFormatOf, textAt, type ImageFormat } from "./fileValidation"

/** Kinds of attachment, each with its own icon (spec 3.15). */
export type AttachmentKind = "image" | "movie" | "pdf" | "excel" | "word" | "file"

const byExtension: Readonly<Record<string, AttachmentKind>> = {
  png: "image", jpg: "image", jfif: "image", jpeg: "image", heic: "image",
  mp4: "movie", mov: "movie",
  pdf: "pdf",
  xlsx: "excel",
  doc: "word", docx: "word",
}

const byMimeType: Readonly<Record<string, AttachmentKind>> = {
  "image/png": "image", "image/jpeg": "image", "image/pjpeg": "image", "image/heic": "image",
  "video/mp4": "movie", "video/quicktime": "movie",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "excel",
  "application/msword": "word",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "word",
}

/**
 * Classifies an attachment by extension, else by MIME type (spec 3.15): image (png, jpg, jfif,
 * jpeg, heic), movie (mp4, mov), pdf, excel (xlsx), word (doc, docx), or file for anything else.
 * Only the MIME types of the listed extensions count, so e.g. a gif stays a 'file'.
 */
export function classifyAttachment(pathOrName: string, mimeType?: string | null): AttachmentKind {
  const mime = (mimeType ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  return byExtension[fileExtension(pathOrName)] ?? byMimeType[mime] ?? "file"
}

/** Whether an attachment kind opens in the online office document viewer (excel, word). */
export function opensInOfficeViewer(kind: AttachmentKind): boolean {
  return kind === "excel" || kind === "word"
}

/**
 * The thumbnail of a movie (spec 3.15): the same path with its extension replaced by `jpeg`
 * (a query or hash is kept); a path without an extension gets `.jpeg` appended.
 * @example movieThumbnail("/media/a/film.mp4") // "/media/a/film.jpeg"
 */
export function movieThumbnail(path: string): string {
  const cut = path.search(/[?#]/)
  const base = cut < 0 ? path : path.slice(0, cut)
  const rest = cut < 0 ? "" : path.slice(cut)
  const name = base.slice(base.lastIndexOf("/") + 1)
  const dot = name.lastIndexOf(".")
  const stem = dot > 0 ? base.slice(0, base.length - name.length + dot) : base
  return `${stem}.jpeg${rest}`
}

/** What an uploaded attachment is, by its content: an image format, or a document or movie format. */
export type AttachmentFormat = ImageFormat | "pdf" | "docx" | "xlsx" | "doc" | "mp4" | "mov"

/** The first bytes of an OLE2 compound file (a .doc of Word 97–2003). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** The first bytes of a ZIP archive (an Office Open XML .docx or .xlsx). */
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/**
 * The format of an uploaded attachment, told by its bytes and never by its name alone: an image
 * by its magic bytes, a PDF by `%PDF-`; a .docx or .xlsx must be a ZIP archive, a .doc an OLE2
 * file, an .mp4 or .mov an ISO-BMFF movie (`ftyp`). Null for anything else — a file the server
 * keeps only as a download.
 */
export function attachmentFormatOf(bytes: Uint8Array, name: string): AttachmentFormat | null {
  const image = imageFormatOf(bytes)
  if (image !== null) return image
  if (documentFormatOf(bytes) === "pdf") return "pdf"
  const extension = fileExtension(name)
  if ((extension === "docx" || extension === "xlsx") && bytesAt(bytes, 0, ZIP)) return extension
  if (extension === "doc" && bytesAt(bytes, 0, OLE2)) return "doc"
  if ((extension === "mp4" || extension === "mov") && textAt(bytes, 4, "ftyp")) return extension
  return null
}
