import type { OwnerTabProps } from ".."
import { AmenitiesForm } from "./AmenitiesForm"
import { ExtraClassesForm } from "./ExtraClassesForm"

/**
 * Amenities and classes (management 2.4): the amenity tags and the extra classes, two saves of
 * their own — an amenity edit is counted against the package's edits a month, a class is not.
 * Each form opens again over what its own save stored, leaving the other's edits alone.
 */
export default function AmenitiesTab({ facility }: OwnerTabProps) {
  return (
    <div className="owner-tab__stack">
      <AmenitiesForm key={`${facility.features.join(",")}|${facility.amenities_edits_this_month}`} facility={facility} />
      <ExtraClassesForm key={JSON.stringify(facility.extra_classes)} facility={facility} />
    </div>
  )
}
