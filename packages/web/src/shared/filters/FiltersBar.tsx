import { clearFilters, countFilters, readFilters, toggleMultiValue, toQueryString, writeFilters } from "@pociecha/core"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { Icon } from "../ui/Icon"
import "./filters.css"
import { Button, ButtonLink } from "../ui/Button"
import { type SearchFilters, useFilterOptions } from "./filterOptions"

const loadDialog = () => import("./FiltersDialog")
// The dialog's code (its machine with XState, Radix) arrives when someone reaches for 'all
// filters', not with the page: the bar itself needs neither.
const FiltersDialog = lazy(loadDialog)

/**
 * The filter bar of the landing page and the map (spec 2.4): quick status toggles, 'all
 * filters' (FiltersDialog), 'clear filters', and on the landing page 'show results' (the map with
 * the same filters). Every filter lives in the URL. `vacancies` offers "free places for a child
 * aged …" (beyond the spec): only where a map searches, since the landing list knows no vacancies.
 */
export function FiltersBar({ resultsHref, vacancies = false }: { resultsHref?: string; vacancies?: boolean }) {
  const { t } = useTranslation("filters")
  const [search, setSearch] = useSearchParams()
  const filters = readFilters(search)
  const options = useFilterOptions(vacancies)
  const chosen = countFilters(filters)
  // The last press of 'all filters'; null until the first, which mounts the dialog.
  const [openRequest, setOpenRequest] = useState<{ readonly filters: SearchFilters } | null>(null)

  return (
    <div className="filters-bar" role="group" aria-label={t("FILTERS")}>
      <Button
        className="filters-bar__all"
        onClick={() => setOpenRequest({ filters })}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
      >
        <Icon name="filter" />
        {t("ALL_FILTERS")}
        {chosen > 0 && <span className="filters-bar__count">{chosen}</span>}
      </Button>
      <ul className="filters-bar__chips" aria-label={t("FILTER_STATUS")}>
        {options.accepted_status.map((option) => {
          const on = filters.accepted_status.some((value) => value === option.value)
          return (
            <li key={option.value}>
              <button
                type="button"
                className={`filters-chip filters-chip--${option.value}${on ? " filters-chip--on" : ""}`}
                aria-pressed={on}
                onClick={() => setSearch((params) => toggleMultiValue(params, "accepted_status", option.value), { replace: true })}
              >
                {option.label}
              </button>
            </li>
          )
        })}
      </ul>
      {chosen > 0 && (
        <Button variant="ghost" className="filters-bar__clear" onClick={() => setSearch((params) => clearFilters(params), { replace: true })}>
          {t("CLEAR_FILTERS")}
        </Button>
      )}
      {resultsHref !== undefined && (
        <ButtonLink href={`${resultsHref}${toQueryString(writeFilters("", filters))}`} variant="primary" className="filters-bar__results">
          {t("SHOW_RESULTS")}
        </ButtonLink>
      )}
      {openRequest !== null && (
        <Suspense fallback={null}>
          <FiltersDialog
            request={openRequest}
            options={options}
            onApply={(applied) => setSearch((params) => writeFilters(params, applied), { replace: true })}
          />
        </Suspense>
      )}
    </div>
  )
}
