import { formatDateTime, readyMachines, type BookedVisitSlot } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../../../shared/forms"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

/** One upcoming slot: what and when, the places taken, who booked them; withdraw it (its parents are told). */
export function BookedSlot({ facilityRef, slot }: { readonly facilityRef: string; readonly slot: BookedVisitSlot }) {
  const { t } = useTranslation("ownerArea")
  const withdraw = useCommand(readyMachines.visitSlotWithdrawal, { ns: "ownerArea", successToast: "VISIT_SLOT_WITHDRAWN" })
  return (
    <li className="visit-slot card" data-testid="visit-slot">
      <header className="visit-slot__head">
        <strong>{t(keyFromData(`VISIT_KIND_${slot.kind.toUpperCase()}`))}</strong>
        <time>
          {formatDateTime(slot.starts_at)} – {formatDateTime(slot.ends_at).slice(-5)}
        </time>
        <span data-testid="visit-slot-places">{t("VISIT_PLACES_TAKEN", { taken: slot.capacity - slot.places_left, capacity: slot.capacity })}</span>
      </header>
      {slot.note === null ? null : <p className="visit-slot__note">{slot.note}</p>}
      {slot.guests.length === 0 ? null : (
        <ul className="visit-slot__guests" aria-label={t("VISIT_GUESTS")}>
          {slot.guests.map((guest) => (
            <li key={guest.booking_id} data-testid="visit-guest">
              {guest.name ?? ""} <a href={`mailto:${guest.email}`}>{guest.email}</a>
            </li>
          ))}
        </ul>
      )}
      <div className="owner-tab__actions">
        <Button variant="ghost" disabled={withdraw.running || withdraw.done} onClick={() => withdraw.run({ facilityRef, slotId: slot.id })}>
          {t("VISIT_SLOT_WITHDRAW")}
        </Button>
      </div>
    </li>
  )
}
