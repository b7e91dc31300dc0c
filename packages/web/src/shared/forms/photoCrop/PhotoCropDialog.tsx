import type { CropArea } from "@pociecha/core"
import { useEffect, useState } from "react"
import Cropper from "react-easy-crop"
import "react-easy-crop/react-easy-crop.css"
import { useTranslation } from "react-i18next"
import { LoadingScreen } from "../../ui/LoadingScreen"
import { Modal } from "../../ui/Modal"
import "./photoCrop.css"
import { keyFromData } from "../../i18n/keyFromData"

export interface PhotoCropDialogProps {
  /** The chosen picture; null closes the dialog. */
  readonly file: Blob | null
  /** Exporting or uploading: the buttons wait. */
  readonly busy: boolean
  /** A frame has been chosen: SAVE may export it. */
  readonly framed: boolean
  /** What went wrong last (a message key), shown in the dialog. */
  readonly error: string | null
  readonly onCrop: (area: CropArea) => void
  readonly onSave: () => void
  readonly onCancel: () => void
}

/**
 * The avatar or photo input's crop dialog (management 2.11, 4 Controls: SELECT_SIZE with SAVE and
 * CANCEL): a square frame over the picture (react-easy-crop, round as avatars show), moved by
 * dragging or the arrow keys and zoomed by the wheel, a pinch or the slider. Any avatar input of a
 * core photo input (photoInputMachine, through usePhotoInput) drives it.
 */
export function PhotoCropDialog({ file, busy, framed, error, onCrop, onSave, onCancel }: PhotoCropDialogProps) {
  const { t } = useTranslation("forms")
  return (
    <Modal
      open={file !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
      title={t("SELECT_SIZE")}
      description={t("SELECT_SIZE_TEXT")}
      actions={[
        { display: "CANCEL", onClick: onCancel, disabled: busy },
        { display: busy ? "SAVING" : "SAVE", onClick: onSave, color: "primary", disabled: busy || !framed }
      ]}
    >
      {/* The content goes when the dialog closes: each picture starts centred, not zoomed. */}
      {file === null ? null : <CropFrame file={file} onCrop={onCrop} />}
      {error === null ? null : (
        <p className="field__error" role="alert">
          {t(keyFromData(error), { ns: ["forms", "common"] })}
        </p>
      )}
    </Modal>
  )
}

function CropFrame({ file, onCrop }: { readonly file: Blob; readonly onCrop: (area: CropArea) => void }) {
  const { t } = useTranslation("forms")
  const picture = usePicture(file)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  return (
    <>
      <div className="photo-crop" data-testid="photo-crop">
        {picture === null ? (
          <LoadingScreen />
        ) : (
          <Cropper
            image={picture}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percentages, pixels) => onCrop(pixels)}
          />
        )}
      </div>
      <label className="photo-crop__zoom">
        {t("ZOOM")}
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
    </>
  )
}

/** The picture as a data: URL for the cropper, once read (nothing to revoke afterwards). */
function usePicture(file: Blob): string | null {
  const [picture, setPicture] = useState<string | null>(null)
  useEffect(() => {
    const reader = new FileReader()
    reader.onload = () => setPicture(typeof reader.result === "string" ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return picture
}
