import { facilityRefOf, facilityGalleryQuery, limitOf, type Gallery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { GalleryEditor } from "./GalleryEditor"
import "./gallery.css"

/** The package's limit of photos (management 9: 3 on the basic package). */
const GALLERY_LIMIT_KEY = "gallery_photos"

/**
 * The gallery tab (management 2.4 Gallery): the photos as their editors manage them, read once;
 * the editor keeps them from then on and puts each answer of the server back in the cache.
 */
export default function GalleryTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const gallery = useQuery(facilityGalleryQuery(api, ref))
  return (
    <section className="owner-tab" aria-label={t("GALLERY_TITLE")}>
      <ReadState query={gallery}>
        {(photos: Gallery) => <GalleryEditor facility={facility} photos={photos} limit={limitOf(facility.limits, GALLERY_LIMIT_KEY)} />}
      </ReadState>
    </section>
  )
}
