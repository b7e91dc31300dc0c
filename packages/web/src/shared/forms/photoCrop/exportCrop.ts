import { AVATAR_EXPORT, type ExportCropInput } from "@pociecha/core"

const encode = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, AVATAR_EXPORT.type, AVATAR_EXPORT.quality))

/**
 * The `exportCrop` of the avatar and photo inputs (avatarInputMachine, employeePhotoMachine; the
 * page's session loads it with the first crop, see appSession.ts): the framed square of the chosen picture drawn on a canvas (at most AVATAR_EXPORT.size a side, never enlarged) and encoded as JPEG of quality 0.9. The
 * picture is read with its EXIF orientation applied, as the cropper showed it; JPEG has no
 * transparency, so a transparent PNG gets a white background rather than a black one.
 */
export async function cropToJpeg({ file, area }: ExportCropInput): Promise<Uint8Array> {
  if (!(file instanceof Blob)) throw new Error("the avatar input was given no picture")
  const picture = await createImageBitmap(file)
  try {
    const side = Math.max(1, Math.min(AVATAR_EXPORT.size, Math.round(area.width)))
    const canvas = document.createElement("canvas")
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext("2d")
    if (context === null) throw new Error("this browser cannot draw the crop")
    context.fillStyle = "#ffffff"
    context.fillRect(0, 0, side, side)
    context.drawImage(picture, area.x, area.y, area.width, area.height, 0, 0, side, side)
    const jpeg = await encode(canvas)
    if (jpeg === null) throw new Error("the crop could not be encoded")
    return new Uint8Array(await jpeg.arrayBuffer())
  } finally {
    picture.close()
  }
}
