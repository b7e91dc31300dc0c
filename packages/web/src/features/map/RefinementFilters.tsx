import {
  AGE_GROUPS,
  readFilters,
  readRefinements,
  type RefinementTextKey,
  type SearchCounts,
  searchCountsQuery,
  type SearchPayload,
  timeOfMinutes,
  toggleMultiValue,
  toggleRefinementValue,
  withRefinementText,
  writeRefinements
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useTags } from "../../shared/tags"
import type { MapSearchActor } from "./MapView"

/**
 * Issue 20's filters of the map's list: tuition, opening hours, free places by age group,
 * amenities and extra classes, each option with how many facilities of the visible area it would
 * leave (core's searchCountsQuery, read only while the panel is open). A choice goes to the URL
 * at once, as the status chips do; the map search reads it from there.
 */
export function RefinementFilters({ actor }: { readonly actor: MapSearchActor }) {
  const { t } = useTranslation("map")
  const [open, setOpen] = useState(false)
  const payload = useSelector(actor, (s) => s.context.lastSearch)
  return (
    <details className="refinements" data-testid="refinements" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="refinements__summary">{t("MORE_FILTERS")}</summary>
      {open && payload !== null && <RefinementFields payload={payload} />}
    </details>
  )
}

function RefinementFields({ payload }: { readonly payload: SearchPayload }) {
  const { t } = useTranslation(["map", "common"])
  const counts: SearchCounts | undefined = useQuery(searchCountsQuery(api, payload)).data
  const [search, setSearch] = useSearchParams()
  const refinements = readRefinements(search)
  const wanted = readFilters(search).vacancies_for
  const tags = useTags()
  const write = (next: typeof refinements) => setSearch((params) => writeRefinements(params, next), { replace: true })
  const countOf = <K extends string>(list: ReadonlyArray<{ readonly count: number } & Record<K, string>> | undefined, key: K, value: string) =>
    list?.find((option) => option[key] === value)?.count ?? 0
  const amenities = tags.filter((tag) => tag.type === "features")

  return (
    <div className="refinements__fields">
      <fieldset className="refinements__group">
        <legend>{t("FILTER_TUITION")}</legend>
        <TextFilter field="tuition_from" label={t("FILTER_TUITION_FROM")} type="number" value={refinements.tuition_from?.toString() ?? ""} onCommit={(text) => write(withRefinementText(refinements, "tuition_from", text))} />
        <TextFilter field="tuition_to" label={t("FILTER_TUITION_TO")} type="number" value={refinements.tuition_to?.toString() ?? ""} onCommit={(text) => write(withRefinementText(refinements, "tuition_to", text))} />
      </fieldset>
      <fieldset className="refinements__group">
        <legend>{t("FILTER_HOURS")}</legend>
        <TextFilter field="open_by" label={t("FILTER_OPEN_BY")} type="time" value={refinements.open_by === null ? "" : timeOfMinutes(refinements.open_by)} onCommit={(text) => write(withRefinementText(refinements, "open_by", text))} />
        <TextFilter field="open_until" label={t("FILTER_OPEN_UNTIL")} type="time" value={refinements.open_until === null ? "" : timeOfMinutes(refinements.open_until)} onCommit={(text) => write(withRefinementText(refinements, "open_until", text))} />
      </fieldset>
      <CheckGroup
        legend={t("FILTER_VACANCIES")}
        options={AGE_GROUPS.map((group) => ({ value: group, label: t(keyFromData(`common:CHILD_AGE_${group}`)), count: countOf(counts?.vacancies_for, "age_group", group) }))}
        chosen={wanted}
        counted={counts !== undefined}
        onToggle={(value) => setSearch((params) => toggleMultiValue(params, "vacancies_for", value), { replace: true })}
      />
      <CheckGroup
        legend={t("FILTER_AMENITIES")}
        options={amenities.map((tag) => ({ value: tag.key, label: t(keyFromData(tag.display)), count: countOf(counts?.amenities, "key", tag.key) }))}
        chosen={refinements.amenities}
        counted={counts !== undefined}
        onToggle={(value) => write(toggleRefinementValue(refinements, "amenities", value))}
      />
      <CheckGroup
        legend={t("FILTER_EXTRA_CLASSES")}
        // The classes run in the area, and the ones chosen even where none is left.
        options={[...new Set([...(counts?.extra_classes.map((option) => option.name) ?? []), ...refinements.extra_classes])].map((name) => ({
          value: name,
          label: name,
          count: countOf(counts?.extra_classes, "name", name)
        }))}
        chosen={refinements.extra_classes}
        counted={counts !== undefined}
        onToggle={(value) => write(toggleRefinementValue(refinements, "extra_classes", value))}
      />
    </div>
  )
}

/** A tuition or a time, written to the URL when the parent leaves the field or presses Enter. */
function TextFilter({ field, label, type, value, onCommit }: {
  readonly field: RefinementTextKey
  readonly label: string
  readonly type: "number" | "time"
  readonly value: string
  readonly onCommit: (text: string) => void
}) {
  const id = useId()
  return (
    <label htmlFor={id} className="refinements__text">
      <span>{label}</span>
      <input
        id={id}
        key={value}
        name={field}
        type={type}
        defaultValue={value}
        min={type === "number" ? 0 : undefined}
        step={type === "number" ? 50 : 900}
        inputMode={type === "number" ? "numeric" : undefined}
        onBlur={(event) => event.currentTarget.value !== value && onCommit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onCommit(event.currentTarget.value)
        }}
      />
    </label>
  )
}

function CheckGroup({ legend, options, chosen, counted, onToggle }: {
  readonly legend: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string; readonly count: number }>
  readonly chosen: ReadonlyArray<string>
  readonly counted: boolean
  readonly onToggle: (value: string) => void
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="refinements__group">
      <legend>{legend}</legend>
      <ul className="refinements__options">
        {options.map((option) => (
          <li key={option.value}>
            <label className="refinements__option">
              <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
              <span>{option.label}</span>
              {counted && <span className="refinements__count" data-testid="refinement-count">({option.count})</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
