import { type NearPlace, readRefinements, SEARCH_SORTS, type SearchSort, writeRefinements } from "@pociecha/core"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { NearPlaceChooser } from "../../shared/nearPlace/NearPlaceChooser"

const SORT_LABELS = {
  distance: "SORT_DISTANCE",
  rating: "SORT_RATING",
  opinions: "SORT_OPINIONS",
  tuition: "SORT_TUITION",
  vacancies_updated: "SORT_VACANCIES_UPDATED"
} as const satisfies Readonly<Record<SearchSort, string>>

/**
 * 'Blisko mnie' and the list's order (issue 20): the place chosen (the browser's location or a
 * typed address) becomes the URL's origin with `sort=distance`; the order is the URL's `sort`.
 * The map search reads both from the URL.
 */
export function NearMeSort() {
  const { t } = useTranslation("map")
  const [search, setSearch] = useSearchParams()
  const refinements = readRefinements(search)
  const sortId = useId()

  const choose = (near: NearPlace) =>
    setSearch((params) => writeRefinements(params, { ...readRefinements(params), near, sort: "distance" }), { replace: true })
  const setSort = (sort: SearchSort | null) =>
    setSearch((params) => writeRefinements(params, { ...readRefinements(params), sort }), { replace: true })

  return (
    <div className="near-me" data-testid="near-me">
      <NearPlaceChooser near={refinements.near} onChosen={choose} />
      <label htmlFor={sortId} className="near-me__sort-label">{t("SORT")}</label>
      <select
        id={sortId}
        className="near-me__sort"
        data-testid="sort"
        value={refinements.sort ?? ""}
        onChange={(event) => setSort(event.target.value === "" ? null : (event.target.value as SearchSort))}
      >
        <option value="">{t("SORT_DEFAULT")}</option>
        {SEARCH_SORTS.map((sort) => (
          // Nearest first needs an origin: 'Blisko mnie' or an address gives it.
          <option key={sort} value={sort} disabled={sort === "distance" && refinements.near === null}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  )
}
