import { AGE_GROUPS, readyMachines, SAVED_SEARCH_ALERTS, type AgeGroup, type SavedSearch, type SavedSearchAlert } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { useCommand } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

interface SavedSearchItemProps {
  readonly search: SavedSearch
  /** The map's address that reopens it. */
  readonly href: string
}

/** One saved search: its name reopening it, its alert and age group changed at once, and deleting it (asked twice). */
export function SavedSearchItem({ search, href }: SavedSearchItemProps) {
  const { t } = useTranslation(["account", "common"])
  const remove = useCommand(readyMachines.savedSearchRemoval, { ns: "account", successToast: "SAVED_SEARCH_DELETED" })
  const [confirming, setConfirming] = useState(false)
  return (
    <li className="card account-item" data-testid="my-saved-search">
      <div className="account-item__head">
        <h2 className="account-item__title">
          <Link href={href} data-testid="saved-search-open">{search.name}</Link>
        </h2>
      </div>
      {/* Each change is a command of its own: the list read again after one brings a fresh one. */}
      <SavedSearchSettings key={`${search.alert}:${search.age_group ?? ""}`} search={search} />
      {confirming ? (
        <p className="account-item__meta">
          {t("SAVED_SEARCH_DELETE_CONFIRM", { name: search.name })}{" "}
          <Button variant="danger" disabled={remove.running || remove.done} onClick={() => remove.run(search.id)} data-testid="saved-search-delete-confirm">
            {t("SAVED_SEARCH_DELETE")}
          </Button>{" "}
          <Button variant="ghost" onClick={() => setConfirming(false)}>{t("common:CANCEL")}</Button>
        </p>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)} data-testid="saved-search-delete">{t("SAVED_SEARCH_DELETE")}</Button>
      )}
    </li>
  )
}

/** A saved search's alert and age group, a change sent as soon as it is chosen. */
function SavedSearchSettings({ search }: { readonly search: SavedSearch }) {
  const { t } = useTranslation(["account", "common"])
  const change = useCommand(readyMachines.savedSearchChange, { ns: "account", successToast: "SAVED_SEARCH_CHANGED" })
  const id = `saved-search-${search.id}`
  const busy = change.running || change.done
  return (
    <div className="account-saved-search__settings">
      <label htmlFor={`${id}-alert`}>{t("SAVED_SEARCH_ALERT")}</label>
      <select id={`${id}-alert`} className="field__input" value={search.alert} disabled={busy}
        onChange={(event) => change.run({ id: search.id, patch: { alert: event.target.value as SavedSearchAlert } })}>
        {SAVED_SEARCH_ALERTS.map((alert) => <option key={alert} value={alert}>{t(keyFromData(`common:SEARCH_ALERT_${alert.toUpperCase()}`))}</option>)}
      </select>
      <label htmlFor={`${id}-age`}>{t("SAVED_SEARCH_AGE_GROUP")}</label>
      <select id={`${id}-age`} className="field__input" value={search.age_group ?? ""} disabled={busy || search.alert === "off"}
        onChange={(event) => change.run({ id: search.id, patch: { age_group: event.target.value === "" ? null : event.target.value as AgeGroup } })}>
        <option value="">{t("common:SEARCH_ALERT_ANY_AGE")}</option>
        {AGE_GROUPS.map((group) => <option key={group} value={group}>{t(keyFromData(`common:CHILD_AGE_${group}`))}</option>)}
      </select>
    </div>
  )
}
