import { bookedVisitSlotsQuery, facilityRefOf, type BookedVisitSlot } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { BookedSlot } from "./BookedSlot"
import { VisitSlotForm } from "./VisitSlotForm"
import "./visits.css"

/**
 * "Wizyty" (issue 20): the facility publishes visit slots and open days, and sees each upcoming
 * one with who booked it — the parent's name and e-mail, which the facility needs to expect the
 * family and reach them if the visit moves.
 */
export default function VisitsTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  const ref = facilityRefOf(facility)
  const slots = useQuery(bookedVisitSlotsQuery(api, ref))
  return (
    <section className="owner-tab" aria-label={t("FACILITY_VISITS")}>
      <VisitSlotForm facilityRef={ref} />
      <h2 className="owner-tab__subtitle">{t("VISITS_UPCOMING")}</h2>
      <ReadState query={slots} isEmpty={(list) => list.length === 0} empty={<p className="owner-tab__empty">{t("VISITS_EMPTY")}</p>}>
        {(list: ReadonlyArray<BookedVisitSlot>) => (
          <ul className="visit-slots" data-testid="visit-slots">
            {list.map((slot) => <BookedSlot key={slot.id} facilityRef={ref} slot={slot} />)}
          </ul>
        )}
      </ReadState>
    </section>
  )
}
