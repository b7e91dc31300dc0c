import { AVATAR_EXTENSIONS, type User, readyMachines } from "@pociecha/core"
import { useCallback, useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSendSession } from "../../../shared/auth/session"
import { PhotoCropDialog, PhotoPicker, useCommand, usePhotoInput, useToasts } from "../../../shared/forms"
import { Avatar } from "../../../shared/ui/Avatar"
import { toast } from "../../../shared/ui/toast"
import { usePociechaMachine } from "../../../shared/session"
import { Button, buttonClass } from "../../../shared/ui/Button"

/** The account with its new photo goes to the tree's session, so every avatar on screen changes. */
function usePhotoChanged(): (user: User, message: string) => void {
  const send = useSendSession()
  return useCallback(
    (user: User, message: string) => {
      send({ type: "USER_UPDATED", user })
      toast.success(message)
    },
    [send]
  )
}

/**
 * Change photo (spec 2.11, 5; management §4 Controls): the current avatar (96 px, 64 px on a
 * phone), a picker of images, the crop dialog, and removing the photo. A file that is not a
 * jpg, jpeg or png image, or is over 5 MB, is refused with a toast (core's avatarInputMachine).
 */
export function AvatarSection({ user }: { readonly user: User }) {
  const { t } = useTranslation("account")
  const photoChanged = usePhotoChanged()
  const input = usePociechaMachine(readyMachines.avatarInput, { input: { id: user.id } })
  useToasts(input, "account")
  useEffect(() => {
    const subscription = input.on("avatarChanged", ({ user: changed }) => photoChanged(changed, t("PHOTO_SAVED")))
    return () => subscription.unsubscribe()
  }, [input, t, photoChanged])
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
          <PhotoPicker className={buttonClass({ className: "settings__file" })} testId="avatar-file" onChoose={choose}>
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
  const photoChanged = usePhotoChanged()
  const remove = useCommand(readyMachines.avatarRemoval, { ns: "account", onDone: (result) => photoChanged(result as User, t("PHOTO_REMOVED")) })
  return (
    <Button variant="ghost" disabled={remove.running} onClick={() => remove.run({ id: user.id })} data-testid="avatar-remove">
      {t("PHOTO_REMOVE")}
    </Button>
  )
}
