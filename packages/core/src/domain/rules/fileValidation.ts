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
