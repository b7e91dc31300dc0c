import type { User } from "../domain/user"
import { photoInputMachine, type CroppedJpeg } from "./photoInput.machine"

/** Input of {@link avatarInputMachine}: whose photo it is (the account's id). */
export interface AvatarInputInput {
  readonly id: string
}

/** Input of the `upload` actor: whose photo, and the exported JPEG. */
export type AvatarUploadInput = AvatarInputInput & CroppedJpeg

/** The account with its new avatar, for the session. */
export interface AvatarChanged {
  readonly type: "avatarChanged"
  readonly user: User
}


/**
 * The account's photo (spec 2.11 change photo, 5; management §2.11, §4 Controls): the shared
 * photo input ({@link photoInputMachine}) for an account. A save announces `avatarChanged` with
 * no toast of its own: the settings page says it, in the account's words. Removing the photo is
 * a commandMachine over accountFormActors' `removeAvatar`.
 *
 * Actor slots: `exportCrop` (the web's canvas work); `upload`: `{ id, image, type } → User`
 * (accountFormActors' `uploadAvatar`).
 */
export const avatarInputMachine = photoInputMachine<AvatarInputInput, User, AvatarChanged>({
  id: "avatarInput",
  changed: (user) => ({ type: "avatarChanged", user })
})
