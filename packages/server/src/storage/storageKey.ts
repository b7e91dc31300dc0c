/** Where stored files are served: `/files/<key>`. */
export const FILES_PATH = "/files/"

/** What a stored file's extension says it is: the extension of its key decides its Content-Type. */
const contentTypes: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
  // News attachments (management 3) kept as they were sent, each checked by its bytes; `bin` is
  // any other file, a download of no known type.
  heic: "image/heic",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  mp4: "video/mp4",
  mov: "video/quicktime",
  bin: "application/octet-stream"
}

/** What a browser may show in the page: the images we re-encoded ourselves. Everything else is a download. */
const INLINE_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"])

/** Whether a stored file is served to be shown (an image) rather than downloaded (`Content-Disposition: attachment`). */
export const isServedInline = (contentType: string): boolean => INLINE_TYPES.has(contentType)

/**
 * A key: lower-case words of letters, digits, `-` and `_` joined by `/`, and one known extension
 * (`avatars/1f0c….jpg`). No dot elsewhere, no leading slash, no backslash, no `%`: a key can't
 * climb out of its folder or mean two things on two stores.
 */
const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.([a-z0-9]+)$/

const MAX_KEY_LENGTH = 200

/** The Content-Type of a key, or null when the text is not a key. */
export const contentTypeOfKey = (key: string): string | null => {
  if (key.length > MAX_KEY_LENGTH) return null
  const extension = KEY.exec(key)?.[1]
  return extension === undefined ? null : contentTypes[extension] ?? null
}

export const isStorageKey = (key: string): boolean => contentTypeOfKey(key) !== null

/**
 * The folder of files never served at `/files/`: a claim's confirmation documents, which only
 * their sender and support read, through the claim's own endpoint.
 */
export const PRIVATE_FOLDER = "private"

/** Whether a key may be served to anyone at `/files/<key>`: a key, outside {@link PRIVATE_FOLDER}. */
export const isPublicKey = (key: string): boolean => isStorageKey(key) && !key.startsWith(`${PRIVATE_FOLDER}/`)

/**
 * A new key in a folder. Random, so a key is never reused for other content: what is served
 * under it may be cached for good.
 */
export const newStorageKey = (folder: string, extension: string): string => `${folder}/${crypto.randomUUID()}.${extension}`

/** The URL a stored file is served at, relative to the site. */
export const fileUrl = (key: string): string => `${FILES_PATH}${key}`

/** The key behind a URL of ours; null for anything else (an outside URL, an old value). */
export const keyOfFileUrl = (url: string | null): string | null => {
  if (url === null || !url.startsWith(FILES_PATH)) return null
  const key = url.slice(FILES_PATH.length)
  return isStorageKey(key) ? key : null
}
