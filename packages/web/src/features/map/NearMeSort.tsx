import { type NearPlace, readRefinements, readyMachines, SEARCH_SORTS, type SearchSort, writeRefinements } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useId } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { usePociechaMachine } from "../../shared/session"
import { Button } from "../../shared/ui/Button"
import { Icon } from "../../shared/ui/Icon"

const SORT_LABELS = {
  distance: "SORT_DISTANCE",
  rating: "SORT_RATING",
  opinions: "SORT_OPINIONS",
  tuition: "SORT_TUITION",
  vacancies_updated: "SORT_VACANCIES_UPDATED"
} as const satisfies Readonly<Record<SearchSort, string>>

/**
 * 'Blisko mnie' and the list's order (issue 20), over core's nearMeMachine: the browser's
 * location (asked only when the button is pressed) or a typed address becomes the URL's origin
 * with `sort=distance`; the order is the URL's `sort`. The map search reads both from the URL.
 */
export function NearMeSort() {
  const { t } = useTranslation("map")
  const [search, setSearch] = useSearchParams()
  const refinements = readRefinements(search)
  const nearMe = usePociechaMachine(readyMachines.nearMe)
  const busy = useSelector(nearMe, (s) => !s.matches("idle"))
  const address = useSelector(nearMe, (s) => s.context.address)
  const problem = useSelector(nearMe, (s) => s.context.problem)
  const ids = { address: useId(), sort: useId(), problem: useId() }

  const choose = useEffectEvent((near: NearPlace) =>
    setSearch((params) => writeRefinements(params, { ...readRefinements(params), near, sort: "distance" }), { replace: true }))
  useEffect(() => {
    const subscription = nearMe.on("chosen", ({ near }) => choose(near))
    return () => subscription.unsubscribe()
  }, [nearMe])

  const setSort = (sort: SearchSort | null) =>
    setSearch((params) => writeRefinements(params, { ...readRefinements(params), sort }), { replace: true })

  return (
    <div className="near-me" data-testid="near-me">
      <Button variant="outline" onClick={() => nearMe.send({ type: "LOCATE" })} disabled={busy} data-testid="near-me-locate">
        <Icon name="pin" />
        {t("NEAR_ME")}
      </Button>
      <form
        className="near-me__address"
        role="search"
        aria-label={t("NEAR_ADDRESS_FORM")}
        onSubmit={(event) => {
          event.preventDefault()
          nearMe.send({ type: "ADDRESS_SUBMITTED" })
        }}
      >
        <label htmlFor={ids.address} className="visually-hidden">{t("NEAR_ADDRESS")}</label>
        <input
          id={ids.address}
          className="near-me__input"
          value={address}
          placeholder={t("NEAR_ADDRESS")}
          maxLength={200}
          autoComplete="street-address"
          aria-describedby={problem === null ? undefined : ids.problem}
          onChange={(event) => nearMe.send({ type: "ADDRESS_CHANGED", address: event.target.value })}
        />
        <Button type="submit" variant="ghost" disabled={busy}>{t("NEAR_ADDRESS_GO")}</Button>
      </form>
      {problem !== null && <p id={ids.problem} className="near-me__problem" role="alert">{t(`NEAR_PROBLEM_${problem.toUpperCase() as Uppercase<typeof problem>}`)}</p>}
      <p className="near-me__purpose">{t("NEAR_PURPOSE")}</p>
      {refinements.near !== null && (
        <p className="near-me__from" data-testid="near-me-from">
          {t("NEAR_FROM", { place: refinements.near.label ?? t("NEAR_MY_LOCATION") })}
        </p>
      )}
      <label htmlFor={ids.sort} className="near-me__sort-label">{t("SORT")}</label>
      <select
        id={ids.sort}
        className="near-me__sort"
        data-testid="sort"
        value={refinements.sort ?? ""}
        onChange={(event) => setSort(event.target.value === "" ? null : (event.target.value as SearchSort))}
      >
        <option value="">{t("SORT_DEFAULT")}</option>
        {SEARCH_SORTS.map((sort) => (
          // Nearest first needs an origin: 'Blisko mnie' or an address gives it.
          <option key={sort} value={sort} disabled={sort === "distance" && refinements.near === null}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  )
}
