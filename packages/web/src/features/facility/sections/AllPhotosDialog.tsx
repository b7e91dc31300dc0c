import * as Dialog from "@radix-ui/react-dialog"
import type { GalleryPhoto } from "@pociecha/core"
import { useTranslation } from "react-i18next"

export interface AllPhotosDialogProps {
  readonly photos: ReadonlyArray<GalleryPhoto>
  readonly name: string
  readonly alt: (index: number) => string
  readonly onClose: () => void
  /** Where focus goes once the dialog is gone (it has no Radix trigger to go back to). */
  readonly returnFocus: () => void
}

/** Every photo of the facility, large, in a dialog (spec 2.7 'see all photos'). */
export function AllPhotosDialog({ photos, name, alt, onClose, returnFocus }: AllPhotosDialogProps) {
  const { t } = useTranslation("facility")
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog dialog--large facility-gallery-dialog" aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
        >
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{t("GALLERY_OF", { name })}</Dialog.Title>
            <Dialog.Close className="dialog__close" aria-label={t("CLOSE")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <ul className="facility-gallery-dialog__photos">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <img src={photo.url} alt={alt(index)} width={960} height={720} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
