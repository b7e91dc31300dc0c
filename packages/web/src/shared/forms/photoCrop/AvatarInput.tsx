import { AVATAR_EXTENSIONS, FREE_ASPECT } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useIsMobile } from "../../hooks/useMediaQuery"
import { ImageWithFallback, type PlaceholderKind } from "../../ui/ImageWithFallback"
import { PhotoCropDialog, type PhotoCropDialogProps } from "./PhotoCropDialog"
import { PhotoPicker } from "./PhotoPicker"
import { Button, buttonClass } from "../../ui/Button"

/** The preview's side (management 2.11, 9 Media): 96 px on a desktop, 64 px on a phone. */
export const AVATAR_PREVIEW_SIZE = { desktop: 96, mobile: 64 } as const

export interface AvatarInputProps extends PhotoCropDialogProps {
  readonly label: string
  /** The current picture; null shows the placeholder. */
  readonly src: string | null
  /** The placeholder without a picture: a facility's, or a person's. */
  readonly placeholder: PlaceholderKind
  /** A file was picked (the picker accepts image/*); the machine checks it. */
  readonly onChoose: (file: File) => void
  /** Takes the picture away; without it there is no REMOVE_PHOTO. */
  readonly onRemove?: (() => void) | undefined
  readonly testId: string
}

/**
 * The avatar or photo input (management 2.11, 9 Media): the round picture, 96 × 96 on a desktop
 * and 64 × 64 on a phone, CHANGE_PHOTO with the help text AVATAR_INPUT_INFO, and the SELECT_SIZE
 * crop dialog. It renders a core photo input's state (facilityLogoMachine; see usePhotoInput):
 * the machine checks the file, and the app's exportCrop makes the JPEG 0.9. An input with a free
 * aspect (a template's picture) previews the picture whole, as high as an avatar, not in a circle.
 */
export function AvatarInput({ label, src, placeholder, onChoose, onRemove, testId, ...dialog }: AvatarInputProps) {
  const { t } = useTranslation("forms")
  const size = AVATAR_PREVIEW_SIZE[useIsMobile() ? "mobile" : "desktop"]
  const free = dialog.aspect === FREE_ASPECT
  return (
    <div className="field avatar-input" data-testid={testId}>
      <span className="field__label">{label}</span>
      <div className="avatar-input__row">
        <ImageWithFallback className={free ? "avatar avatar--free" : "avatar"} src={src} alt={label} fallback={placeholder} width={size} height={size} loading="eager" data-testid={`${testId}-image`} />
        <div className="avatar-input__actions">
          <PhotoPicker className={buttonClass({ variant: "outline" })} disabled={dialog.busy} testId={`${testId}-file`} onChoose={onChoose}>
            {t("CHANGE_PHOTO")}
          </PhotoPicker>
          {onRemove === undefined || src === null ? null : (
            <Button variant="ghost" disabled={dialog.busy} onClick={onRemove} data-testid={`${testId}-remove`}>
              {t("REMOVE_PHOTO")}
            </Button>
          )}
          <p className="field__hint">{t("AVATAR_INPUT_INFO", { formats: AVATAR_EXTENSIONS.join(", ") })}</p>
        </div>
      </div>
      <PhotoCropDialog {...dialog} />
    </div>
  )
}
