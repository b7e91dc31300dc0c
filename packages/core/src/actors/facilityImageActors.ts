import type { ApiCaller } from "../client/pociechaClient"
import type { FacilityLogoInput, FacilityLogoUploadInput } from "../machines/facilityLogo.machine"
import { callActor } from "./callActor"

/** One file as the multipart part `file`, as a browser's file input sends it. */
const fileForm = (file: Blob, name: string): FormData => {
  const form = new FormData()
  form.append("file", file, name)
  return form
}

/**
 * A facility's own pictures (management 2.4): facilityLogoMachine's `upload` and `remove`, and
 * the description editor's image upload — the stored image's URL, for every package; it rejects
 * with the contract's error, or a ConnectionError.
 */
export function facilityImageActors(client: ApiCaller) {
  return {
    upload: callActor(client, (api, { facilityRef, image, type }: FacilityLogoUploadInput) =>
      api.facilityImages.uploadLogo({ params: { id: facilityRef }, payload: fileForm(new Blob([new Uint8Array(image)], { type }), "logo.jpg") })
    ),
    remove: callActor(client, (api, { facilityRef }: FacilityLogoInput) => api.facilityImages.removeLogo({ params: { id: facilityRef } })),
    uploadDescriptionImage: (facilityRef: string) => async (file: File): Promise<string> => {
      const stored = await client.call((api) =>
        api.facilityImages.uploadDescriptionImage({ params: { id: facilityRef }, payload: fileForm(file, file.name) })
      )
      return stored.url
    }
  }
}
