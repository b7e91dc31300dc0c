import {
  type MaterialFilter, materialAgeGroups, materialTopics, materialTypes, type TeacherEvent, withMaterialFilter
} from "@pociecha/core"
import type { FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Button } from "../../shared/ui/Button"

/**
 * The materials list's search box and filters (topic, type, age group, event). They hold no
 * state: the list's URL does (core's materialFilter), and each change asks `onChange` for the
 * next filter, which the page writes to the URL.
 */
export function MaterialFilters({ filter, events, onChange }: {
  readonly filter: MaterialFilter
  readonly events: ReadonlyArray<TeacherEvent>
  readonly onChange: (next: MaterialFilter) => void
}) {
  const { t } = useTranslation("teacherZone")
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = new FormData(event.currentTarget).get("q")
    onChange(withMaterialFilter(filter, "q", typeof q === "string" ? q.trim() : undefined))
  }
  return (
    <div className="teacher-zone__filters">
      <form role="search" aria-label={t("SEARCH_LABEL")} className="teacher-zone__search" onSubmit={search}>
        <label className="field teacher-zone__search-field">
          <span className="field__label">{t("SEARCH_LABEL")}</span>
          {/* Keyed by the URL's text, so going back to another search shows its words. */}
          <input key={filter.q ?? ""} className="field__input" type="search" name="q" defaultValue={filter.q ?? ""}
            placeholder={t("SEARCH_PLACEHOLDER")} maxLength={200} data-testid="materials-search" />
        </label>
        <Button type="submit" variant="primary">{t("SEARCH_SUBMIT")}</Button>
      </form>
      <div className="teacher-zone__selects">
        <label className="field">
          <span className="field__label">{t("FILTER_TOPIC")}</span>
          <select className="field__input" value={filter.topic ?? ""} data-testid="materials-topic"
            onChange={(event) => onChange(withMaterialFilter(filter, "topic", materialTopics.find((topic) => topic === event.target.value)))}>
            <option value="">{t("ANY")}</option>
            {materialTopics.map((topic) => <option key={topic} value={topic}>{t(`TOPIC_${topic}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("FILTER_TYPE")}</span>
          <select className="field__input" value={filter.type ?? ""} data-testid="materials-type"
            onChange={(event) => onChange(withMaterialFilter(filter, "type", materialTypes.find((type) => type === event.target.value)))}>
            <option value="">{t("ANY")}</option>
            {materialTypes.map((type) => <option key={type} value={type}>{t(`TYPE_${type}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("FILTER_AGE")}</span>
          <select className="field__input" value={filter.age_group === undefined ? "" : String(filter.age_group)} data-testid="materials-age"
            onChange={(event) => onChange(withMaterialFilter(filter, "age_group", materialAgeGroups.find((age) => String(age) === event.target.value)))}>
            <option value="">{t("ANY")}</option>
            {materialAgeGroups.map((age) => <option key={age} value={age}>{t(`AGE_${age}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("FILTER_EVENT")}</span>
          <select className="field__input" value={filter.event ?? ""} data-testid="materials-event"
            onChange={(event) => onChange(withMaterialFilter(filter, "event", event.target.value === "" ? undefined : event.target.value))}>
            <option value="">{t("ANY")}</option>
            {events.map((event) => <option key={event.slug} value={event.slug}>{event.title}</option>)}
          </select>
        </label>
      </div>
    </div>
  )
}
