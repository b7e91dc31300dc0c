import * as Dialog from "@radix-ui/react-dialog"
import type { GalleryPhoto } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"

/** Photos shown in the section itself; the rest are in the 'see all photos' dialog. */
const PREVIEW_COUNT = 5

/** The gallery: a preview grid and 'see all photos (n)' opening every photo in a dialog (spec 2.7). */
export function GallerySection({ photos, name }: { photos: ReadonlyArray<GalleryPhoto>; name: string }) {
  const { t } = useTranslation("facility")
  const [open, setOpen] = useState(false)
  if (photos.length === 0) return null
  const sorted = [...photos].sort((a, b) => a.order - b.order)
  const alt = (index: number) => t("PHOTO_ALT", { name, number: index + 1, count: sorted.length })
  return (
    <Section id="gallery" title={t("GALLERY")}>
      <ul className="facility-gallery">
        {sorted.slice(0, PREVIEW_COUNT).map((photo, index) => (
          <li key={photo.id} className="facility-gallery__item">
            <img src={photo.url} alt={alt(index)} width={320} height={240} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button type="button" className="btn btn--outline facility-gallery__all">
            {t("SEE_ALL_PHOTOS", { count: sorted.length })}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog__overlay" />
          <Dialog.Content className="dialog dialog--large facility-gallery-dialog" aria-describedby={undefined}>
            <div className="dialog__header">
              <Dialog.Title className="dialog__title">{t("GALLERY_OF", { name })}</Dialog.Title>
              <Dialog.Close className="dialog__close" aria-label={t("CLOSE")}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <ul className="facility-gallery-dialog__photos">
              {sorted.map((photo, index) => (
                <li key={photo.id}>
                  <img src={photo.url} alt={alt(index)} width={960} height={720} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Section>
  )
}
