import { FILTER_KEYS, type FilterKey, filtersDialogMachine } from "@pociecha/core"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useId } from "react"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../i18n/keyFromData"
import { Modal } from "../ui/Modal"
import type { FilterOption, SearchFilters } from "./filterOptions"

const GROUP_LABELS: Readonly<Record<FilterKey, string>> = {
  specialization: "FILTER_SPECIALIZATION",
  ownership: "FILTER_OWNERSHIP",
  accepted_status: "FILTER_STATUS",
  vacancies_for: "FILTER_VACANCIES_FOR"
}

interface FiltersDialogProps {
  /** A new object each time 'all filters' is pressed: opens the dialog on these filters (the URL's). */
  readonly request: { readonly filters: SearchFilters }
  readonly options: Readonly<Record<FilterKey, ReadonlyArray<FilterOption>>>
  readonly onApply: (filters: SearchFilters) => void
}

/**
 * The 'all filters' dialog (spec 2.4) on core's filtersDialogMachine: choices are staged, then
 * applied or dropped. FiltersBar loads it (with XState and Radix) on the first press, so a page
 * with the bar downloads neither until then. Once mounted it stays, so closing animates and gives
 * focus back.
 */
export default function FiltersDialog({ request, options, onApply }: FiltersDialogProps) {
  const { t } = useTranslation("filters")
  const dialog = useActorRef(filtersDialogMachine)
  const open = useSelector(dialog, (snapshot) => snapshot.matches("open"))
  const staged = useSelector(dialog, (snapshot) => snapshot.context.staged)
  // The press lives in the bar (which has no machine): each new request is one OPEN.
  useEffect(() => dialog.send({ type: "OPEN", filters: request.filters }), [dialog, request])

  const apply = useEffectEvent(onApply)
  useEffect(() => {
    const subscription = dialog.on("applied", ({ filters }) => apply(filters))
    return () => subscription.unsubscribe()
  }, [dialog])

  return (
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
  )
}

function FilterGroup({
  legend,
  options,
  chosen,
  onToggle
}: {
  legend: string
  options: ReadonlyArray<FilterOption>
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
