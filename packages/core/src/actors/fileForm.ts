import type { CroppedJpeg } from "../machines/photoInput.machine"

/** One file as the multipart part `file`, as a browser's file input sends it. */
export function fileForm(file: Blob, name: string): FormData {
  const form = new FormData()
  form.append("file", file, name)
  return form
}

/** A photo input's cropped picture as the multipart part `file`, under the given name. */
export const jpegForm = ({ image, type }: CroppedJpeg, name: string): FormData =>
  // A copy in an ArrayBuffer of its own: what Blob takes whatever the array was a view of.
  fileForm(new Blob([new Uint8Array(image)], { type }), name)
