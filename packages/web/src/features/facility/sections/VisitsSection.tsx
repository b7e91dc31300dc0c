import { formatDateTime, readyMachines, visitSlotsQuery, type Facility, type VisitSlot } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { api } from "../../../shared/api"
import { useIsLogged } from "../../../shared/auth/session"
import { FormAlert, useToasts } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { loginPath } from "../../../shared/routing/paths"
import { usePociechaMachine } from "../../../shared/session"
import { Button, ButtonLink } from "../../../shared/ui/Button"
import { Section } from "./Section"

/**
 * "Umów wizytę" (issue 20): the facility's upcoming visits and open days with the places left;
 * a signed-in parent picks one and books a place (core's visitBooking), a guest signs in first.
 * Shown only while the facility offers any.
 */
export function VisitsSection({ facility }: { readonly facility: Facility }) {
  const { t } = useTranslation("facility")
  const ref = facility.slug ?? String(facility.id)
  const slots = useQuery(visitSlotsQuery(api, ref))
  const isLogged = useIsLogged()
  const [pathname] = useLocation()
  const upcoming = slots.data ?? []
  if (upcoming.length === 0) return null
  return (
    <Section id="visits" title={t("BOOK_VISIT")}>
      {isLogged ? (
        <VisitBooking facilityRef={ref} slots={upcoming} />
      ) : (
        <>
          <SlotList slots={upcoming} />
          <ButtonLink href={loginPath(`${pathname}#visits`)} variant="outline" block data-testid="visit-login">
            {t("BOOK_VISIT_LOGIN")}
          </ButtonLink>
        </>
      )}
    </Section>
  )
}

/** What a slot is and when, with the places left. */
function SlotLabel({ slot }: { readonly slot: VisitSlot }) {
  const { t } = useTranslation("facility")
  return (
    <>
      {t(keyFromData(`VISIT_KIND_${slot.kind.toUpperCase()}`))} · {formatDateTime(slot.starts_at)} · {t("VISIT_PLACES_LEFT", { count: slot.places_left })}
    </>
  )
}

/** The slots, read only (a guest's view). */
function SlotList({ slots }: { readonly slots: ReadonlyArray<VisitSlot> }) {
  return (
    <ul className="visit-offers">
      {slots.map((slot) => (
        <li key={slot.id}>
          <SlotLabel slot={slot} />
        </li>
      ))}
    </ul>
  )
}

function VisitBooking({ facilityRef, slots }: { readonly facilityRef: string; readonly slots: ReadonlyArray<VisitSlot> }) {
  const { t } = useTranslation(["facility", "common"])
  const actor = usePociechaMachine(readyMachines.visitBooking, { input: { facilityRef } })
  useToasts(actor, "facility")
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const { slotId, booking, error } = useSelector(actor, (snapshot) => snapshot.context)
  const busy = state === "booking" || state === "cancelling"

  const alert = error === null ? null : <FormAlert tone="error">{t([keyFromData(`common:${error}`), "common:ERROR_UNKNOWN"])}</FormAlert>
  if (booking !== null) {
    return (
      <div data-testid="visit-booked">
        <FormAlert tone="success">{t("VISIT_BOOKED_TEXT", { when: formatDateTime(booking.starts_at) })}</FormAlert>
        {alert}
        <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: "CANCEL" })}>
          {t("VISIT_CANCEL")}
        </Button>
      </div>
    )
  }
  return (
    <form
      className="visit-booking"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: "BOOK" })
      }}
    >
      {alert}
      <fieldset className="visit-booking__slots">
        <legend>{t("BOOK_VISIT_CHOOSE")}</legend>
        {slots.map((slot) => (
          <label key={slot.id} className="visit-booking__slot" data-testid="visit-offer">
            <input
              type="radio"
              name="visit-slot"
              value={slot.id}
              checked={slotId === slot.id}
              disabled={slot.places_left === 0 || busy}
              onChange={() => actor.send({ type: "SELECT", slotId: slot.id })}
            />
            <span>
              <SlotLabel slot={slot} />
              {slot.note === null ? null : <small className="visit-booking__note">{slot.note}</small>}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="facility-muted">{t("BOOK_VISIT_PRIVACY")}</p>
      <Button type="submit" variant="primary" block disabled={slotId === null || busy} data-testid="visit-book">
        {state === "booking" ? t("SENDING") : t("BOOK_VISIT_SUBMIT")}
      </Button>
    </form>
  )
}
