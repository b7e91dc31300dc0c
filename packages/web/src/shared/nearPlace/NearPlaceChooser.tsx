import { type NearPlace, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useId } from "react"
import { useTranslation } from "react-i18next"
import { usePociechaMachine } from "../session"
import { Button } from "../ui/Button"
import { Icon } from "../ui/Icon"
import "./nearPlace.css"

interface NearPlaceChooserProps {
  /** The place chosen so far (the page's URL keeps it), or none. */
  readonly near: NearPlace | null
  readonly onChosen: (near: NearPlace) => void
  /** What the address form's button says (the map searches nearby; the comparison shows distances). */
  readonly goLabel?: string
}

/**
 * Where the parent stands or lives (issue 20), over core's nearMeMachine: 'Blisko mnie' asks the
 * browser for its location only when pressed; a typed address is looked up. Used above the map's
 * list and in the comparison; the page keeps what is chosen in its own URL.
 */
export function NearPlaceChooser({ near, onChosen, goLabel }: NearPlaceChooserProps) {
  const { t } = useTranslation("nearPlace")
  const nearMe = usePociechaMachine(readyMachines.nearMe)
  const busy = useSelector(nearMe, (s) => !s.matches("idle"))
  const address = useSelector(nearMe, (s) => s.context.address)
  const problem = useSelector(nearMe, (s) => s.context.problem)
  const ids = { address: useId(), problem: useId() }

  const chosen = useEffectEvent((place: NearPlace) => onChosen(place))
  useEffect(() => {
    const subscription = nearMe.on("chosen", ({ near: place }) => chosen(place))
    return () => subscription.unsubscribe()
  }, [nearMe])

  return (
    <>
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
        <Button type="submit" variant="ghost" disabled={busy}>{goLabel ?? t("NEAR_ADDRESS_GO")}</Button>
      </form>
      {problem !== null && <p id={ids.problem} className="near-me__problem" role="alert">{t(`NEAR_PROBLEM_${problem.toUpperCase() as Uppercase<typeof problem>}`)}</p>}
      <p className="near-me__purpose">{t("NEAR_PURPOSE")}</p>
      {near !== null && (
        <p className="near-me__from" data-testid="near-me-from">
          {t("NEAR_FROM", { place: near.label ?? t("NEAR_MY_LOCATION") })}
        </p>
      )}
    </>
  )
}
