import type { FacilityStatus } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { Button } from "../../../shared/ui/Button"
import { facilityStatuses } from "./facilityStatus"

/**
 * The list's search box and status filter. What is typed goes to the URL only when searched
 * (Enter or the button), from page 1: the URL is the list's one state, so a search is a link.
 */
export function FacilitySearch({ status, q }: { readonly status: FacilityStatus | undefined; readonly q: string }) {
  const { t } = useTranslation("support")
  const [, setSearch] = useSearchParams()
  return (
    <form
      role="search"
      className="support-facilities__search"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const next = new URLSearchParams()
        const text = String(data.get("q") ?? "").trim()
        const chosen = String(data.get("status") ?? "")
        if (text !== "") next.set("q", text)
        if (chosen !== "") next.set("status", chosen)
        setSearch(next)
      }}
    >
      <label className="support-facilities__field">
        <span>{t("FACILITIES_SEARCH")}</span>
        <input type="search" name="q" defaultValue={q} placeholder={t("FACILITIES_SEARCH_HINT")} data-testid="support-facilities-q" />
      </label>
      <label className="support-facilities__field">
        <span>{t("FACILITIES_STATUS")}</span>
        <select name="status" defaultValue={status ?? ""} data-testid="support-facilities-status">
          <option value="">{t("FACILITIES_STATUS_ALL")}</option>
          {facilityStatuses.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary" data-testid="support-facilities-search">
        {t("FACILITIES_SEARCH_SUBMIT")}
      </Button>
    </form>
  )
}
