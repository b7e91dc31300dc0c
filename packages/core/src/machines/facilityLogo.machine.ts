import type { FacilityLogo } from "../api/facilityImages"
import { photoInputMachine, type CroppedJpeg } from "./photoInput.machine"
import { managedFacilityKeys } from "../queries/queryKeys"
import { facilityChangeKeys } from "../queries/staleKeys"

/** Input of {@link facilityLogoMachine}: whose logo it is. */
export interface FacilityLogoInput {
  /** The facility's ref (facilityRefOf): the logo's calls and the cache keys it makes stale. */
  readonly facilityRef: string
  /** Its id: the owner area's copy of the record is cached under it (managedFacilityKeys). */
  readonly facilityId: number
}

/** Input of the `upload` actor: whose logo, and the exported JPEG. */
export type FacilityLogoUploadInput = FacilityLogoInput & CroppedJpeg

/** The logo as the facility now has it (null: the placeholder). */
export interface FacilityLogoChanged {
  readonly type: "logoChanged"
  readonly logo: FacilityLogo
}


/**
 * The facility's logo on the address tab (management 2.4 Address data: an avatar input; §2.11):
 * the shared photo input ({@link photoInputMachine}) for a facility, which can also take the
 * logo away. A save announces `logoChanged` and LOGO_SAVED; REMOVE → `removing` → `idle`,
 * announcing `logoChanged` (the facility showing its placeholder) and LOGO_REMOVED.
 *
 * Actor slots: `exportCrop` (the web's canvas work); `upload`: `{ facilityRef, image, type } →
 * FacilityLogo`; `remove`: `{ facilityRef } → FacilityLogo` (facilityImageActors).
 */
export const facilityLogoMachine = photoInputMachine<FacilityLogoInput, FacilityLogo, FacilityLogoChanged>({
  id: "facilityLogo",
  changed: (logo) => ({ type: "logoChanged", logo }),
  // The profile and the lists show the logo.
  staleKeys: (input) => facilityChangeKeys(input.facilityRef),
  // The owner area's copy is only marked stale: what is typed in the address form around the logo stays.
  unreadKeys: (input) => [managedFacilityKeys.of(input.facilityId)],
  savedToast: "LOGO_SAVED",
  removal: { toast: "LOGO_REMOVED" }
})
