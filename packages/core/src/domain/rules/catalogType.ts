/** The catalogue types, as the URL segment of /{type}-miasta and /{type}/… (spec 2.2, 9). */
export const catalogTypes = ["przedszkola", "zlobki"] as const

/** A catalogue type: przedszkola (kindergartens) or zlobki (nurseries). */
export type CatalogType = (typeof catalogTypes)[number]

/** Whether a URL segment is a catalogue type. */
export function isCatalogType(value: string): value is CatalogType {
  return (catalogTypes as readonly string[]).includes(value)
}

const specializationsByType: Readonly<Record<CatalogType, readonly string[]>> = {
  przedszkola: ["kindergarten", "kindergarten_point", "kindergarten_department", "zespół_wychowania_przedszkolnego"],
  zlobki: ["nursery", "toddler_club", "day_guardian"],
}

/**
 * The specialization tag keys a catalogue lists (spec 2.6). The spec leaves the mapping open;
 * by Polish law preschool education is given by kindergartens, kindergarten points, kindergarten
 * departments of schools and preschool education teams, while care for children under 3 is given
 * by nurseries, toddler clubs and day guardians. Primary schools belong to neither.
 */
export function requiredSpecializationFor(type: CatalogType): readonly string[] {
  return specializationsByType[type]
}

/** The display key of a catalogue type: KINDERGARTENS_CATALOG or NURSERIES_CATALOG. */
export function catalogDisplayKey(type: CatalogType): "KINDERGARTENS_CATALOG" | "NURSERIES_CATALOG" {
  return type === "przedszkola" ? "KINDERGARTENS_CATALOG" : "NURSERIES_CATALOG"
}
