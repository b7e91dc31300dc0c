import { AVATAR_EXPORT, type CropArea, type ExportCropInput, FREE_ASPECT } from "@pociecha/core"

const encode = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, AVATAR_EXPORT.type, AVATAR_EXPORT.quality))

/**
 * The exported picture's width and height: the area shrunk to at most AVATAR_EXPORT.size on its
 * longer side (never enlarged), in the input's aspect — the frame's rounding could otherwise make
 * a square one pixel off — or, free, in the area's own proportions.
 */
export function exportSize(area: CropArea, aspect: number): { readonly width: number; readonly height: number } {
  const scale = Math.min(1, AVATAR_EXPORT.size / Math.max(area.width, area.height))
  const width = Math.max(1, Math.round(area.width * scale))
  return { width, height: Math.max(1, Math.round(aspect === FREE_ASPECT ? area.height * scale : width / aspect)) }
}

/**
 * The `exportCrop` of the avatar and photo inputs (avatarInputMachine, employeePhotoMachine,
 * templateImageMachine; the page's session loads it with the first crop, see appSession.ts): the
 * framed area of the chosen picture drawn on a canvas ({@link exportSize}) and encoded as JPEG of
 * quality 0.9. The picture is read with its EXIF orientation applied, as the cropper showed it;
 * JPEG has no transparency, so a transparent PNG gets a white background rather than a black one.
 */
export async function cropToJpeg({ file, area, aspect }: ExportCropInput): Promise<Uint8Array> {
  if (!(file instanceof Blob)) throw new Error("the avatar input was given no picture")
  const picture = await createImageBitmap(file)
  try {
    const { width, height } = exportSize(area, aspect)
    const canvas = document.createElement("canvas")
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext("2d")
    if (context === null) throw new Error("this browser cannot draw the crop")
    context.fillStyle = "#ffffff"
    context.fillRect(0, 0, width, height)
    context.drawImage(picture, area.x, area.y, area.width, area.height, 0, 0, width, height)
    const jpeg = await encode(canvas)
    if (jpeg === null) throw new Error("the crop could not be encoded")
    return new Uint8Array(await jpeg.arrayBuffer())
  } finally {
    picture.close()
  }
}
