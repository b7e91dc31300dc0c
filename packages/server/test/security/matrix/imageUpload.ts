import sharp from "sharp"
import type { AttemptContext, MatrixWorld } from "./matrixWorld"

/** A small PNG for an attempt's upload, as a browser's file input sends it. */
export const pngPart = async () => ({ png: new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#4477aa" } }).png().toBuffer()) })

/** The multipart body of an image upload: the prepared PNG as the part `file`. */
export const imageForm = (_world: MatrixWorld, { prepared }: AttemptContext) => {
  const form = new FormData()
  form.append("file", new Blob([prepared.png as Uint8Array], { type: "image/png" }), "picture.png")
  return form
}
