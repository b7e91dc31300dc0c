import type { GalleryPhoto } from "@pociecha/core"
import { lazy, Suspense, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"
import { Button } from "../../../shared/ui/Button"

// The dialog brings Radix: it arrives when someone reaches for the button, not with the profile.
const loadAllPhotosDialog = () => import("./AllPhotosDialog")
const AllPhotosDialog = lazy(() => loadAllPhotosDialog().then((module) => ({ default: module.AllPhotosDialog })))

/** Photos shown in the section itself; the rest are in the 'see all photos' dialog. */
const PREVIEW_COUNT = 5

/** The gallery: a preview grid and 'see all photos (n)' opening every photo in a dialog (spec 2.7). */
export function GallerySection({ photos, name }: { photos: ReadonlyArray<GalleryPhoto>; name: string }) {
  const { t } = useTranslation("facility")
  const [open, setOpen] = useState(false)
  const seeAll = useRef<HTMLButtonElement>(null)
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
      <Button
        ref={seeAll}
        className="facility-gallery__all"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadAllPhotosDialog()}
        onFocus={() => void loadAllPhotosDialog()}
        onClick={() => setOpen(true)}
      >
        {t("SEE_ALL_PHOTOS", { count: sorted.length })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AllPhotosDialog
            photos={sorted}
            name={name}
            alt={alt}
            onClose={() => setOpen(false)}
            returnFocus={() => seeAll.current?.focus()}
          />
        </Suspense>
      ) : null}
    </Section>
  )
}
