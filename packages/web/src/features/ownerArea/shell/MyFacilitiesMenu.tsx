import { facilityCounter, isAwaitingSupport, type ModeratedFacility, type MyFacilityEntry, type Overview } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "wouter"
import { FacilityBadge } from "../../../shared/facilityCard/FacilityBadge"
import { pathTo } from "../../../shared/routing/paths"
import { CounterBadge } from "../../../shared/ui/CounterBadge"
import { toast } from "../../../shared/ui/toast"
import { keyFromData } from "../../../shared/i18n/keyFromData"

interface MyFacilitiesProps {
  readonly facilities: ReadonlyArray<MyFacilityEntry>
  /** The facilities whose news I write as a moderator teacher (management 1): each opens on its News. */
  readonly moderated: ReadonlyArray<ModeratedFacility>
  readonly currentId: number | null
  readonly overview: Overview | undefined
  /** On mobile a selector replaces the list (management 2.3). */
  readonly mobile: boolean
}

/**
 * My facilities (management 2.3): each with its badge and counter (new opinions plus new
 * messages); choosing one opens its area, a pending claim only says it waits for support. Under
 * them, the facilities whose news I moderate, each opening on its News tab.
 */
export function MyFacilitiesMenu({ facilities, moderated, currentId, overview, mobile }: MyFacilitiesProps) {
  const { t } = useTranslation("ownerArea")
  const [, navigate] = useLocation()
  const choose = (entry: MyFacilityEntry, waitingKey: string) => {
    if (isAwaitingSupport(entry)) toast.error(t(keyFromData(waitingKey)))
    else navigate(pathTo("facility_settings_view", { facility: entry.ref }))
  }
  if (mobile) {
    return (
      <label className="owner-facilities__select">
        <span className="visually-hidden">{t("MY_FACILITIES")}</span>
        <select
          className="field__input"
          data-testid="facility-selector"
          value={currentId ?? ""}
          onChange={(event) => {
            const entry = facilities.find((facility) => String(facility.id) === event.target.value)
            if (entry !== undefined) choose(entry, "FACILITY_AWAITING_CONFIRMATION")
            const news = moderated.find((facility) => String(facility.id) === event.target.value)
            if (news !== undefined) navigate(pathTo("facility_publications", { facility: news.ref }))
          }}
        >
          {facilities.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
              {facilityCounter(overview, entry.id) > 0 ? ` (${facilityCounter(overview, entry.id)})` : ""}
            </option>
          ))}
          {moderated.length === 0 ? null : (
            <optgroup label={t("MODERATED_FACILITIES")}>
              {moderated.map((facility) => (
                <option key={facility.id} value={facility.id}>
                  {facility.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
    )
  }
  return (
    <nav className="owner-facilities" aria-label={t("MY_FACILITIES")}>
      <h2 className="owner-facilities__title">{t("MY_FACILITIES")}</h2>
      <ul className="owner-facilities__list">
        {facilities.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={`owner-facilities__item${entry.id === currentId ? " owner-facilities__item--active" : ""}`}
              aria-current={entry.id === currentId ? "true" : undefined}
              data-testid={`my-facility-${entry.id}`}
              onClick={() => choose(entry, "FACILITY_WAITING_FOR_APPROVAL_TOAST")}
            >
              <span className="owner-facilities__name">{entry.name}</span>
              <FacilityBadge facility={entry} size="sm" />
              <CounterBadge count={facilityCounter(overview, entry.id)} testId={`my-facility-counter-${entry.id}`} />
            </button>
          </li>
        ))}
      </ul>
      {moderated.length === 0 ? null : (
        <>
          <h3 className="owner-facilities__title owner-facilities__title--sub">{t("MODERATED_FACILITIES")}</h3>
          <ul className="owner-facilities__list">
            {moderated.map((facility) => (
              <li key={facility.id}>
                <Link
                  href={pathTo("facility_publications", { facility: facility.ref })}
                  className={`owner-facilities__item${facility.id === currentId ? " owner-facilities__item--active" : ""}`}
                  aria-current={facility.id === currentId ? "true" : undefined}
                  data-testid={`moderated-facility-${facility.id}`}
                >
                  <span className="owner-facilities__name">{facility.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  )
}
