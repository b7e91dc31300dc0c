import { AGE_GROUPS, clearFilters, countFilters, FILTER_KEYS, type FilterKey, filtersDialogMachine, readFilters, STATUS_FILTER_VALUES, type Tag, toggleMultiValue, toQueryString, writeFilters } from "@pociecha/core"
import { useActorRef, useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useEffectEvent, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { useTags } from "../tags"
import { Icon } from "../ui/Icon"
import "./filters.css"
import { keyFromData } from "../i18n/keyFromData"

const loadModal = () => import("../ui/Modal")
// The dialog's code (Radix) arrives when someone reaches for 'all filters', not with the page.
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))

/** Labels of the status filter (spec 2.4): premium → Premium, unknown → Free, registered → Registered. */
const STATUS_LABELS = { premium: "STATUS_PREMIUM", unknown: "STATUS_FREE", registered: "STATUS_REGISTERED" } as const

const GROUP_LABELS: Readonly<Record<FilterKey, string>> = {
  specialization: "FILTER_SPECIALIZATION",
  ownership: "FILTER_OWNERSHIP",
  accepted_status: "FILTER_STATUS",
  vacancies_for: "FILTER_VACANCIES_FOR"
}

// One collator for every sort: localeCompare with a locale builds a new one per comparison.
const polishOrder = new Intl.Collator("pl")

interface Option {
  readonly value: string
  readonly label: string
}

/** The options of each filter; the age groups only when `vacancies` (an empty group is not shown). */
function useFilterOptions(vacancies: boolean): Readonly<Record<FilterKey, ReadonlyArray<Option>>> {
  const { t } = useTranslation("filters")
  const tags = useTags()
  const byType = (type: Tag["type"]) =>
    tags
      .filter((tag) => tag.type === type)
      .map((tag) => ({ value: tag.key, label: t(keyFromData(tag.display)) }))
      .sort((a, b) => polishOrder.compare(a.label, b.label))
  return {
    specialization: byType("specialization"),
    ownership: byType("ownership"),
    accepted_status: STATUS_FILTER_VALUES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
    vacancies_for: vacancies ? AGE_GROUPS.map((value) => ({ value, label: t(keyFromData(`common:CHILD_AGE_${value}`)) })) : []
  }
}

/**
 * The filter bar of the landing page and the map (spec 2.4): quick status toggles, 'all
 * filters' (core's filtersDialogMachine: choices are staged, then applied or dropped), 'clear
 * filters', and on the landing page 'show results' (the map with the same filters). Every
 * filter lives in the URL. `vacancies` offers "free places for a child aged …" (beyond the spec):
 * only where a map searches, since the landing list knows no vacancies.
 */
export function FiltersBar({ resultsHref, vacancies = false }: { resultsHref?: string; vacancies?: boolean }) {
  const { t } = useTranslation("filters")
  const [search, setSearch] = useSearchParams()
  const filters = readFilters(search)
  const options = useFilterOptions(vacancies)
  const dialog = useActorRef(filtersDialogMachine)
  const open = useSelector(dialog, (snapshot) => snapshot.matches("open"))
  const staged = useSelector(dialog, (snapshot) => snapshot.context.staged)
  const chosen = countFilters(filters)
  // Once opened, the dialog stays mounted, so closing it animates and gives focus back.
  const [dialogMounted, setDialogMounted] = useState(false)
  if (open && !dialogMounted) setDialogMounted(true)

  const apply = useEffectEvent((applied: typeof filters) => setSearch((params) => writeFilters(params, applied), { replace: true }))
  useEffect(() => {
    const subscription = dialog.on("applied", ({ filters: applied }) => apply(applied))
    return () => subscription.unsubscribe()
  }, [dialog])

  return (
    <div className="filters-bar" role="group" aria-label={t("FILTERS")}>
      <button
        type="button"
        className="btn btn--outline filters-bar__all"
        onClick={() => dialog.send({ type: "OPEN", filters })}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
      >
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
      {dialogMounted && (
        <Suspense fallback={null}>
          <Modal
            open={open}
            onOpenChange={(next) => {
              if (!next) dialog.send({ type: "CLOSE" })
            }}
            title="filters:ALL_FILTERS"
            size="large"
            actions={[
              { display: "filters:CLEAR_FILTERS", onClick: () => dialog.send({ type: "CLEAR" }) },
              { display: "filters:APPLY", onClick: () => dialog.send({ type: "APPLY" }), color: "primary" }
            ]}
          >
            <div className="filters-dialog">
              {FILTER_KEYS.map((key) => (
                <FilterGroup
                  key={key}
                  legend={t(keyFromData(GROUP_LABELS[key]))}
                  options={options[key]}
                  chosen={staged[key]}
                  onToggle={(value) => dialog.send({ type: "TOGGLE", key, value })}
                />
              ))}
            </div>
          </Modal>
        </Suspense>
      )}
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
