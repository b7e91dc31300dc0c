import { imageForm, pngPart } from "./imageUpload"
import { facilityRunners, type Case, type MatrixWorld } from "./matrixWorld"

/**
 * The facility's logo and description images (management 2.4, 2.11) are for those who edit its
 * data (facility-data/write): its owner and support; a moderator teacher writes news, not the profile.
 */
const editors = facilityRunners

const logo = (world: MatrixWorld) => `/api/facility/list/${world.facilitySlug}/logo`

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
