import type { Facility } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"

/** Recruitment status, its description and vacancies, with 'apply' (spec 2.7). */
export function RecruitmentSection({ facility, onApply }: { facility: Facility; onApply: () => void }) {
  const { t } = useTranslation("facility")
  return (
    <Section id="recruitment" title={t("RECRUITMENT_AND_VACANCIES")}>
      <ul className="facility-status-list">
        <li className={facility.recruitment_active ? "facility-status facility-status--on" : "facility-status"}>
          {t(facility.recruitment_active ? "RECRUITMENT_OPEN" : "RECRUITMENT_CLOSED")}
        </li>
        <li className={facility.vacancies ? "facility-status facility-status--on" : "facility-status"}>
          {t(facility.vacancies ? "VACANCIES_YES" : "VACANCIES_NO")}
        </li>
      </ul>
      {facility.recruitment_description && <p className="facility-recruitment__text">{facility.recruitment_description}</p>}
      <button type="button" className="btn btn--primary btn--block" onClick={onApply}>
        {t("APPLY")}
      </button>
    </Section>
  )
}
