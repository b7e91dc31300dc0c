import { AVATAR_EXTENSIONS, commandOf, type User, readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { accountActors } from "../../../shared/accountActors"
import { sendSession } from "../../../shared/auth/session"
import { PhotoCropDialog, PhotoPicker, useCommand, usePhotoInput, useToasts } from "../../../shared/forms"
import { Avatar } from "../../../shared/ui/Avatar"
import { toast } from "../../../shared/ui/toast"
import { usePociechaMachine } from "../../../shared/session"

const removeMachine = commandOf(accountActors.removeAvatar)

/** The account with its new photo goes to the session, so every avatar on screen changes. */
const photoChanged = (user: User, message: string) => {
  sendSession({ type: "USER_UPDATED", user })
  toast.success(message)
}

/**
 * Change photo (spec 2.11, 5; management §4 Controls): the current avatar (96 px, 64 px on a
 * phone), a picker of images, the crop dialog, and removing the photo. A file that is not a
 * jpg, jpeg or png image, or is over 5 MB, is refused with a toast (core's avatarInputMachine).
 */
export function AvatarSection({ user }: { readonly user: User }) {
  const { t } = useTranslation("account")
  const input = usePociechaMachine(readyMachines.avatarInput, { input: { id: user.id } })
  useToasts(input, "account")
  useEffect(() => {
    const subscription = input.on("avatarChanged", ({ user: changed }) => photoChanged(changed, t("PHOTO_SAVED")))
    return () => subscription.unsubscribe()
  }, [input, t])
  const { dialog, choose } = usePhotoInput(input)
  return (
    <section className="card settings__section" aria-labelledby="settings-photo">
      <h2 id="settings-photo">{t("PHOTO_TITLE")}</h2>
      <div className="settings__photo">
        <span className="settings__avatar" data-testid="settings-avatar">
          <Avatar src={user.avatar} seed={user.id} alt={t("PHOTO_ALT")} size={96} />
        </span>
        <div className="settings__photo-actions">
          <p className="settings__hint">{t("PHOTO_HINT", { formats: AVATAR_EXTENSIONS.join(", ") })}</p>
          <PhotoPicker className="btn btn--outline settings__file" testId="avatar-file" onChoose={choose}>
            {t(user.avatar === null ? "PHOTO_ADD" : "PHOTO_CHANGE")}
          </PhotoPicker>
          {user.avatar === null ? null : <RemovePhoto key={user.avatar} user={user} />}
        </div>
      </div>
      <PhotoCropDialog {...dialog} />
    </section>
  )
}

/** 'Remove photo': one command; the section gives a new one with each photo. */
function RemovePhoto({ user }: { readonly user: User }) {
  const { t } = useTranslation("account")
  const remove = useCommand(removeMachine, { ns: "account", onDone: (result) => photoChanged(result as User, t("PHOTO_REMOVED")) })
  return (
    <button type="button" className="btn btn--ghost" disabled={remove.running} onClick={() => remove.run({ id: user.id })} data-testid="avatar-remove">
      {t("PHOTO_REMOVE")}
    </button>
  )
}
