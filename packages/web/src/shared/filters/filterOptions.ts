import { AGE_GROUPS, type FilterKey, type readFilters, STATUS_FILTER_VALUES, type Tag } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../i18n/keyFromData"
import { useTags } from "../tags"

/** The filters in force, as the URL holds them. */
export type SearchFilters = ReturnType<typeof readFilters>

export interface FilterOption {
  readonly value: string
  readonly label: string
}

/** Labels of the status filter (spec 2.4): premium → Premium, unknown → Free, registered → Registered. */
const STATUS_LABELS = { premium: "STATUS_PREMIUM", unknown: "STATUS_FREE", registered: "STATUS_REGISTERED" } as const

// One collator for every sort: localeCompare with a locale builds a new one per comparison.
const polishOrder = new Intl.Collator("pl")

/** The options of each filter; the age groups only when `vacancies` (an empty group is not shown). */
export function useFilterOptions(vacancies: boolean): Readonly<Record<FilterKey, ReadonlyArray<FilterOption>>> {
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
