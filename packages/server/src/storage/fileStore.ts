import type { Effect } from "effect"

/** A stored file as read back. */
export interface StoredFile {
  readonly bytes: Uint8Array
  readonly contentType: string
}

/**
 * Where files are kept: a folder or an S3 bucket. A failure of the store is an outage, not an
 * answer: it is a defect, logged and answered 500.
 */
export interface FileStore {
  /** Stores the bytes under the key, whole or not at all (readers never see half a file). */
  readonly put: (key: string, bytes: Uint8Array, contentType: string) => Effect.Effect<void>
  /** The file, or null when there is none under the key. */
  readonly get: (key: string) => Effect.Effect<StoredFile | null>
  /** Removes the file; nothing happens when there is none. */
  readonly delete: (key: string) => Effect.Effect<void>
}
