import { clearFilters, countFilters, FILTER_KEYS, type FilterKey, NO_FILTERS, readFilters, type SearchFilters, STATUS_FILTER_VALUES, type Tag, toggleFilterValue, toggleMultiValue, toQueryString, writeFilters } from "@pociecha/core"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { useTags } from "../../shared/tags"
import { Modal } from "../../shared/ui/Modal"
import "./filters.css"
import { Icon } from "../../shared/ui/Icon"

/** Labels of the status filter (spec 2.4): premium → Premium, unknown → Free, registered → Registered. */
export const STATUS_LABELS = { premium: "STATUS_PREMIUM", unknown: "STATUS_FREE", registered: "STATUS_REGISTERED" } as const

const GROUP_LABELS: Readonly<Record<FilterKey, string>> = {
  specialization: "FILTER_SPECIALIZATION",
  ownership: "FILTER_OWNERSHIP",
  accepted_status: "FILTER_STATUS"
}

interface Option {
  readonly value: string
  readonly label: string
}

function useFilterOptions(): Readonly<Record<FilterKey, ReadonlyArray<Option>>> {
  const { t } = useTranslation("landing")
  const tags = useTags()
  const byType = (type: Tag["type"]) =>
    tags
      .filter((tag) => tag.type === type)
      .map((tag) => ({ value: tag.key, label: t(tag.display) }))
      .sort((a, b) => a.label.localeCompare(b.label, "pl"))
  return {
    specialization: byType("specialization"),
    ownership: byType("ownership"),
    accepted_status: STATUS_FILTER_VALUES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))
  }
}

/**
 * The filter bar of the landing page and the map (spec 2.4): quick status toggles, 'all
 * filters' (a dialog where choices are staged, then applied or cleared), 'clear filters', and on
 * the landing page 'show results' (the map with the same filters). Every filter lives in the URL.
 */
export function FiltersBar({ resultsHref }: { resultsHref?: string }) {
  const { t } = useTranslation("landing")
  const [search, setSearch] = useSearchParams()
  const filters = readFilters(search)
  const options = useFilterOptions()
  const [open, setOpen] = useState(false)
  const [staged, setStaged] = useState<SearchFilters>(filters)
  const chosen = countFilters(filters)

  const openDialog = () => {
    setStaged(filters)
    setOpen(true)
  }
  const apply = () => {
    setSearch((params) => writeFilters(params, staged), { replace: true })
    setOpen(false)
  }

  return (
    <div className="filters-bar" role="group" aria-label={t("FILTERS")}>
      <button type="button" className="btn btn--outline filters-bar__all" onClick={openDialog} aria-haspopup="dialog">
        <Icon name="filter" />
        {t("ALL_FILTERS")}
        {chosen > 0 && <span className="filters-bar__count">{chosen}</span>}
      </button>
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
        <button type="button" className="btn btn--ghost filters-bar__clear" onClick={() => setSearch((params) => clearFilters(params), { replace: true })}>
          {t("CLEAR_FILTERS")}
        </button>
      )}
      {resultsHref !== undefined && (
        <Link href={`${resultsHref}${toQueryString(writeFilters("", filters))}`} className="btn btn--primary filters-bar__results">
          {t("SHOW_RESULTS")}
        </Link>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="landing:ALL_FILTERS"
        size="large"
        actions={[
          { display: "landing:CLEAR_FILTERS", onClick: () => setStaged(NO_FILTERS) },
          { display: "landing:APPLY", onClick: apply, color: "primary" }
        ]}
      >
        <div className="filters-dialog">
          {FILTER_KEYS.map((key) => (
            <FilterGroup
              key={key}
              legend={t(GROUP_LABELS[key])}
              options={options[key]}
              chosen={staged[key]}
              onToggle={(value) => setStaged((current) => toggleFilterValue(current, key, value))}
            />
          ))}
        </div>
      </Modal>
    </div>
  )
}

function FilterGroup({
  legend,
  options,
  chosen,
  onToggle
}: {
  legend: string
  options: ReadonlyArray<Option>
  chosen: ReadonlyArray<string>
  onToggle: (value: string) => void
}) {
  const id = useId()
  if (options.length === 0) return null
  return (
    <fieldset className="filters-group">
      <legend className="filters-group__legend">{legend}</legend>
      <ul className="filters-group__options">
        {options.map((option) => (
          <li key={option.value}>
            <input
              type="checkbox"
              id={`${id}-${option.value}`}
              className="filters-group__checkbox"
              checked={chosen.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
