import type { OwnerTabProps } from ".."
import { AmenitiesForm } from "./AmenitiesForm"
import { ExtraClassesForm } from "./ExtraClassesForm"

/**
 * The amenities form, opened again over what its own save stored (the facility's tags and the
 * month's edit count), leaving the classes' edits alone. The business-card panel shows it as a tab
 * of its own (management 2.8).
 */
export function AmenitiesPart({ facility }: Pick<OwnerTabProps, "facility">) {
  return <AmenitiesForm key={`${facility.features.join(",")}|${facility.amenities_edits_this_month}`} facility={facility} />
}

/** The extra classes' form, opened again over what its own save stored; the panel's "additional activities" tab. */
export function ExtraClassesPart({ facility }: Pick<OwnerTabProps, "facility">) {
  return <ExtraClassesForm key={JSON.stringify(facility.extra_classes)} facility={facility} />
}

/**
 * Amenities and classes (management 2.4): the amenity tags and the extra classes, two saves of
 * their own — an amenity edit is counted against the package's edits a month, a class is not.
 */
export default function AmenitiesTab({ facility }: OwnerTabProps) {
  return (
    <div className="owner-tab__stack">
      <AmenitiesPart facility={facility} />
      <ExtraClassesPart facility={facility} />
    </div>
  )
}
