import type { DescriptionImage } from "../api/facilityImages"
import { FREE_ASPECT, photoInputMachine } from "./photoInput.machine"

/** The picture support uploaded: its URL under /files, which the template form's `image` takes. */
export interface TemplateImageUploaded {
  readonly type: "imageUploaded"
  readonly url: string
}

/**
 * A website template's picture in the support panel (management 2.9 Templates: an avatar input
 * with aspect ratio 0): the shared photo input ({@link photoInputMachine}) with its crop unlocked
 * ({@link FREE_ASPECT}). The upload changes no template: it announces `imageUploaded`, which the
 * page passes to the template form (its `image`), so the picture is the template's only once
 * the form is saved — and the form's save makes the lists stale.
 *
 * Actor slots: `exportCrop` (the web's canvas work); `upload`: `{ image, type } → { url }`
 * (catalogueActors' `uploadTemplateImage`).
 */
export const templateImageMachine = photoInputMachine<object, DescriptionImage, TemplateImageUploaded>({
  id: "templateImage",
  changed: ({ url }) => ({ type: "imageUploaded", url }),
  aspect: FREE_ASPECT
})
