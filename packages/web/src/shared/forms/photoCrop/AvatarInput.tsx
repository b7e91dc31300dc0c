import { AVATAR_EXTENSIONS } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useIsMobile } from "../../hooks/useMediaQuery"
import { ImageWithFallback, type PlaceholderKind } from "../../ui/ImageWithFallback"
import { PhotoCropDialog, type PhotoCropDialogProps } from "./PhotoCropDialog"

/** The preview's side (management 2.11, 9 Media): 96 px on a desktop, 64 px on a phone. */
export const AVATAR_PREVIEW_SIZE = { desktop: 96, mobile: 64 } as const

export interface AvatarInputProps extends Omit<PhotoCropDialogProps, "file"> {
  readonly label: string
  /** The current picture; null shows the placeholder. */
  readonly src: string | null
  /** The placeholder without a picture: a facility's, or a person's. */
  readonly placeholder: PlaceholderKind
  /** The picture the crop dialog frames (a chosen file), or null while it is closed. */
  readonly cropping: Blob | null
  /** A file was picked (the picker accepts image/*); the machine checks it. */
  readonly onChoose: (file: File) => void
  /** Takes the picture away; without it there is no REMOVE_PHOTO. */
  readonly onRemove?: (() => void) | undefined
  readonly testId: string
}

/**
 * The avatar or photo input (management 2.11, 9 Media): the round picture, 96 × 96 on a desktop
 * and 64 × 64 on a phone, CHANGE_PHOTO with the help text AVATAR_INPUT_INFO, and the SELECT_SIZE
 * crop dialog. It renders a core machine's state (facilityLogoMachine and the like): the
 * machine checks the file, and the app's exportCrop makes the JPEG 0.9.
 */
export function AvatarInput({ label, src, placeholder, cropping, onChoose, onRemove, testId, busy, ...dialog }: AvatarInputProps) {
  const { t } = useTranslation("forms")
  const size = AVATAR_PREVIEW_SIZE[useIsMobile() ? "mobile" : "desktop"]
  return (
    <div className="field avatar-input" data-testid={testId}>
      <span className="field__label">{label}</span>
      <div className="avatar-input__row">
        <ImageWithFallback className="avatar" src={src} alt={label} fallback={placeholder} width={size} height={size} loading="eager" data-testid={`${testId}-image`} />
        <div className="avatar-input__actions">
          <label className="btn btn--outline">
            {t("CHANGE_PHOTO")}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              data-testid={`${testId}-file`}
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0]
                // Emptied, so picking the same file again is a change too.
                event.target.value = ""
                if (chosen !== undefined) onChoose(chosen)
              }}
            />
          </label>
          {onRemove === undefined || src === null ? null : (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={onRemove} data-testid={`${testId}-remove`}>
              {t("REMOVE_PHOTO")}
            </button>
          )}
          <p className="field__hint">{t("AVATAR_INPUT_INFO", { formats: AVATAR_EXTENSIONS.join(", ") })}</p>
        </div>
      </div>
      <PhotoCropDialog file={cropping} busy={busy} {...dialog} />
    </div>
  )
}
