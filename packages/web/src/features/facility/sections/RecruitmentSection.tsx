import { applyOffer, type Facility } from "@pociecha/core"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"
import { VacanciesByAge } from "./VacanciesByAge"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { Button } from "../../../shared/ui/Button"

/**
 * Recruitment status, its description and vacancies (per age group too, beyond the spec), with
 * 'apply' (spec 2.7). Applying is the
 * main action only while the facility recruits and has places (core's applyOffer); otherwise it
 * is a secondary one, with the reason right above it.
 */
export function RecruitmentSection({ facility, onApply }: { facility: Facility; onApply: () => void }) {
  const { t } = useTranslation("facility")
  const offer = applyOffer(facility)
  const holdId = useId()
  return (
    <Section id="recruitment" title={t("RECRUITMENT_AND_VACANCIES")}>
      <ul className="facility-status-list">
        <li className={facility.recruitment_active ? "facility-status facility-status--on" : "facility-status"}>
          {t(keyFromData(facility.recruitment_active ? "facilityCard:RECRUITMENT_OPEN" : "RECRUITMENT_CLOSED"))}
        </li>
        <li className={facility.vacancies ? "facility-status facility-status--on" : "facility-status"}>
          {t(facility.vacancies ? "VACANCIES_YES" : "VACANCIES_NO")}
        </li>
      </ul>
      <VacanciesByAge facility={facility} />
      {facility.recruitment_description && <p className="facility-recruitment__text">{facility.recruitment_description}</p>}
      {offer.prominence === "secondary" && (
        <p className="facility-recruitment__hold" id={holdId}>
          {t(`APPLY_HOLD_${offer.reason}`)}
        </p>
      )}
      <Button
        variant={offer.prominence === "primary" ? "primary" : "outline"}
        block
        onClick={onApply}
        aria-describedby={offer.prominence === "secondary" ? holdId : undefined}
        data-testid="apply-button"
        data-prominence={offer.prominence}
      >
        {t("APPLY")}
      </Button>
    </Section>
  )
}
