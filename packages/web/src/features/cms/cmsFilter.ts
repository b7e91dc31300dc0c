import type { CmsCitiesFilter } from "@pociecha/core"

/** The CMS list's filter from its address: `?voivodeship=&q=&page=` (page 1 unless a whole number ≥ 1). */
export function cmsFilterOf(search: URLSearchParams): CmsCitiesFilter {
  const page = Number(search.get("page"))
  const voivodeship = search.get("voivodeship") ?? ""
  const q = search.get("q") ?? ""
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(voivodeship === "" ? {} : { voivodeship }),
    ...(q === "" ? {} : { q })
  }
}
