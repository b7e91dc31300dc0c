import { catalogDisplayKey, type CatalogType } from "@pociecha/core"
import { pathTo } from "../../shared/routing/paths"

/** Links of the catalogue (spec 2.2), from the route table: /{type}-miasta, /{type}/{voivodeship}, /{type}/{voivodeship}/{city}[/{district}]. */
export const catalogPath = {
  voivodeships: (type: CatalogType) => pathTo("catalog_voivodeships", { type }),
  cities: (type: CatalogType, voivodeship: string) => pathTo("catalog_cities", { type, voivodeship }),
  facilities: (type: CatalogType, voivodeship: string, city: string, district?: string | null) =>
    district ? pathTo("catalog_facilities_district", { type, voivodeship, city, district }) : pathTo("catalog_facilities", { type, voivodeship, city })
}

/** The catalogue's name key (KINDERGARTENS_CATALOG / NURSERIES_CATALOG) and its plural noun key. */
export const catalogKeys = (type: CatalogType) => ({
  catalog: catalogDisplayKey(type),
  noun: type === "przedszkola" ? "KINDERGARTENS" : "NURSERIES"
})

/** Reads `?page=N`: a whole number ≥ 1, else 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * The page numbers to offer around the current one: first, last, and two on each side, with
 * null where numbers are skipped. `[1, null, 4, 5, 6, 7, 8, null, 20]`.
 */
export function pageWindow(current: number, total: number, radius = 2): Array<number | null> {
  if (total <= 1) return total === 1 ? [1] : []
  const pages = new Set<number>([1, total])
  for (let page = current - radius; page <= current + radius; page++) if (page >= 1 && page <= total) pages.add(page)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: Array<number | null> = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1) out.push(null)
    out.push(page)
  })
  return out
}
