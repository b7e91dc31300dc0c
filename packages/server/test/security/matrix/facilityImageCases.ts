import sharp from "sharp"
import { facilityRunners, type AttemptContext, type Case, type MatrixWorld } from "./matrixWorld"

/**
 * The facility's logo and description images (management 2.4, 2.11) are for those who edit its
 * data (facility-data/write): its owner and support; a moderator teacher writes news, not the profile.
 */
const editors = facilityRunners

const logo = (world: MatrixWorld) => `/api/facility/list/${world.facilitySlug}/logo`

/** A small PNG, as a browser's file input sends it. */
const pngPart = async () => ({ png: new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#4477aa" } }).png().toBuffer()) })
const imageForm = (_world: MatrixWorld, { prepared }: AttemptContext) => {
  const form = new FormData()
  form.append("file", new Blob([prepared.png as Uint8Array], { type: "image/png" }), "logo.png")
  return form
}

export const facilityImageCases: Readonly<Record<string, Case>> = {
  "facilityImages.uploadLogo": { method: "POST", prepare: pngPart, path: logo, form: imageForm, expected: editors(200) },
  "facilityImages.removeLogo": { method: "DELETE", path: logo, expected: editors(200) },
  "facilityImages.uploadDescriptionImage": {
    method: "POST",
    prepare: pngPart,
    path: (world) => `/api/facility/list/${world.facilityId}/description/images`,
    form: imageForm,
    expected: editors(200)
  }
}
