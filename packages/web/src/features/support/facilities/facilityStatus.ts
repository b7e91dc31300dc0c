import type { FacilityStatus } from "@pociecha/core"

/** The statuses as the filter and the form offer them (management 2.9), with their labels' keys. */
export const facilityStatuses: ReadonlyArray<{ readonly value: FacilityStatus; readonly label: "FACILITIES_STATUS_premium" | "FACILITIES_STATUS_unknown" | "FACILITIES_STATUS_registered" }> = [
  { value: "premium", label: "FACILITIES_STATUS_premium" },
  { value: "unknown", label: "FACILITIES_STATUS_unknown" },
  { value: "registered", label: "FACILITIES_STATUS_registered" }
]

/** A status from the URL; undefined for none or one the list does not know. */
export const statusFromUrl = (value: string | null): FacilityStatus | undefined =>
  facilityStatuses.find((status) => status.value === value)?.value
