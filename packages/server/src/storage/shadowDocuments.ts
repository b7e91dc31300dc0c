import { apiError, documentFormatOf, validateDocumentBytes, validateHasDocument, type DocumentFormat } from "@pociecha/core"
import { Effect } from "effect"
import type { Multipart } from "effect/http"
import { readFile } from "node:fs/promises"
import type { NewShadowDocument } from "../repositories/shadowRepository"
import { FileStorage } from "./fileStorage"
import { newStorageKey, PRIVATE_FOLDER } from "./storageKey"
import { discardFiles, storeThenCommit, type NewFile } from "./uploadedImages"

/** Where a claim's documents are kept: a private folder, never served at `/files/`. */
export const SHADOW_DOCUMENTS_FOLDER = `${PRIVATE_FOLDER}/shadow-documents`

/** The longest document name kept (names are shown in the desk and sent back on download). */
const MAX_FILE_NAME_LENGTH = 200

const stored: Readonly<Record<DocumentFormat, { readonly extension: string; readonly contentType: string }>> = {
  pdf: { extension: "pdf", contentType: "application/pdf" },
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" }
}

/** A document that passed the checks, not stored yet. */
interface CheckedDocument {
  readonly bytes: Uint8Array
  readonly format: DocumentFormat
  readonly fileName: string
}

/**
 * The name a document is kept under: the sender's, without a folder or control characters, and
 * bounded; one of ours when nothing is left of it.
 */
export const documentFileName = (sent: string, format: DocumentFormat): string => {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const name = (sent.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001F\u007F]/g, "").trim().slice(0, MAX_FILE_NAME_LENGTH)
  return name === "" ? `dokument.${stored[format].extension}` : name
}

const refused = (key: string) => apiError("ERROR_BAD_REQUEST", { documents: [key] })

/**
 * A claim's confirmation documents: every upload is read and checked by its content (PDF, JPEG or
 * PNG, at most 5 MB) before any is stored, so a refused claim leaves nothing behind; stored ones
 * are removed again when any of them or the claim is not saved, or once it is deleted.
 */
export const shadowDocuments = Effect.gen(function*() {
  const files = yield* FileStorage

  /** 400 under `documents` — DOCUMENT_REQUIRED, INVALID_FILE_FORMAT, FILE_TOO_LARGE — for the first that fails. */
  const check = (uploads: ReadonlyArray<Multipart.PersistedFile> | undefined) =>
    Effect.gen(function*() {
      const none = validateHasDocument(uploads)
      if (none !== null) return yield* Effect.fail(refused(none))
      const checked: Array<CheckedDocument> = []
      for (const upload of uploads ?? []) {
        const bytes = new Uint8Array(yield* Effect.promise(() => readFile(upload.path)))
        const problem = validateDocumentBytes(bytes)
        const format = documentFormatOf(bytes)
        if (problem !== null || format === null) return yield* Effect.fail(refused(problem ?? "INVALID_FILE_FORMAT"))
        checked.push({ bytes, format, fileName: documentFileName(upload.name, format) })
      }
      return checked
    })

  /**
   * Names checked documents' new private keys: the files to store, and what the record keeps of
   * each (in the same order).
   */
  const prepare = (checked: ReadonlyArray<CheckedDocument>) => {
    const named = checked.map(({ bytes, format, fileName }) => {
      const { extension, contentType } = stored[format]
      const key = newStorageKey(SHADOW_DOCUMENTS_FOLDER, extension)
      const file: NewFile = { key, bytes, contentType }
      const document: NewShadowDocument = { storage_key: key, file_name: fileName, content_type: contentType, size: bytes.byteLength }
      return { file, document }
    })
    return { files: named.map(({ file }) => file), documents: named.map(({ document }) => document) }
  }

  /** Removes stored documents; a failure only leaves an orphan file, logged. */
  const discard = (keys: ReadonlyArray<string>) => discardFiles(files, keys)

  /** Stores prepared documents, then runs `commit`, the transaction that records them; should any of it fail, every file goes again. */
  const storeThenRecord = <A, E, R>(prepared: { readonly files: ReadonlyArray<NewFile> }, commit: Effect.Effect<A, E, R>) =>
    storeThenCommit(files, prepared.files, commit)

  return { check, prepare, storeThenRecord, discard, read: files.get }
})
