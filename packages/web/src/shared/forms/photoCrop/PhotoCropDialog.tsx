import { type CropArea, FREE_ASPECT } from "@pociecha/core"
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
  /** Width over height of the frame (the photo input's): 1 a round square, FREE_ASPECT the picture's own proportions. */
  readonly aspect: number
  /** What went wrong last (a message key), shown in the dialog. */
  readonly error: string | null
  readonly onCrop: (area: CropArea) => void
  readonly onSave: () => void
  readonly onCancel: () => void
}

/**
 * The avatar or photo input's crop dialog (management 2.11, 4 Controls: SELECT_SIZE with SAVE and
 * CANCEL): a square frame over the picture (react-easy-crop, round as avatars show), moved by
 * dragging or the arrow keys and zoomed by the wheel, a pinch or the slider. With a free aspect
 * (management 9 Media: aspectRatio 0) the frame is a rectangle of the picture's own proportions,
 * at first all of it: react-easy-crop's frame cannot be resized, so zooming frames a part of it.
 * Any avatar input of a core photo input (photoInputMachine, through usePhotoInput) drives it.
 */
export function PhotoCropDialog({ file, busy, framed, aspect, error, onCrop, onSave, onCancel }: PhotoCropDialogProps) {
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
      {file === null ? null : <CropFrame file={file} aspect={aspect} onCrop={onCrop} />}
      {error === null ? null : (
        <p className="field__error" role="alert">
          {t(keyFromData(error), { ns: ["forms", "common"] })}
        </p>
      )}
    </Modal>
  )
}

function CropFrame({ file, aspect, onCrop }: { readonly file: Blob; readonly aspect: number; readonly onCrop: (area: CropArea) => void }) {
  const { t } = useTranslation("forms")
  const picture = usePicture(file)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  // A free frame takes the picture's proportions once it is loaded (the cropper then frames it anew).
  const [pictureAspect, setPictureAspect] = useState(1)
  const free = aspect === FREE_ASPECT
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
            aspect={free ? pictureAspect : aspect}
            cropShape={free ? "rect" : "round"}
            showGrid={false}
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percentages, pixels) => onCrop(pixels)}
            onMediaLoaded={({ naturalWidth, naturalHeight }) => setPictureAspect(frameAspectOf(naturalWidth, naturalHeight))}
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

/**
 * A picture's proportions for a free frame; a square when it has no size to tell (a picture the
 * browser could not measure): an aspect of NaN would have the cropper measure itself without end.
 */
function frameAspectOf(width: number, height: number): number {
  const aspect = width / height
  return Number.isFinite(aspect) && aspect > 0 ? aspect : 1
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
