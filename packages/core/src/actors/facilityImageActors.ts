import type { ApiCaller } from "../client/pociechaClient"
import type { FacilityLogoInput, FacilityLogoUploadInput } from "../machines/facilityLogo.machine"
import { callActor } from "./callActor"
import { fileForm, jpegForm } from "./fileForm"

/**
 * A facility's own pictures (management 2.4): facilityLogoMachine's `upload` and `remove`, and
 * the description editor's image upload — the stored image's URL, for every package; it rejects
 * with the contract's error, or a ConnectionError.
 */
export function facilityImageActors(client: ApiCaller) {
  return {
    upload: callActor(client, (api, { facilityRef, ...jpeg }: FacilityLogoUploadInput) =>
      api.facilityImages.uploadLogo({ params: { id: facilityRef }, payload: jpegForm(jpeg, "logo.jpg") })
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
