import { formatDate, vacanciesOnProfile, type VacanciesSource } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../../../shared/i18n/keyFromData"

/**
 * Free places per age group with the date they were updated (beyond the spec), inside the
 * recruitment section; what shows, and when, is core's vacanciesOnProfile.
 */
export function VacanciesByAge({ facility }: { facility: VacanciesSource }) {
  const { t } = useTranslation("facility")
  const shown = vacanciesOnProfile(facility)
  if (shown === null) return null
  return (
    <div className="facility-vacancies" data-testid="facility-vacancies">
      <h3 className="facility-vacancies__title">{t("VACANCIES_BY_AGE")}</h3>
      <dl className="facility-vacancies__list">
        {shown.entries.map(({ age_group, places }) => (
          <div key={age_group} className="facility-vacancies__line" data-age-group={age_group}>
            <dt>{t(keyFromData(`common:CHILD_AGE_${age_group}`))}</dt>
            <dd className={places > 0 ? "facility-vacancies__places--free" : undefined}>
              {places > 0 ? t("PLACES", { count: places }) : t("NO_PLACES")}
            </dd>
          </div>
        ))}
      </dl>
      {shown.updatedAt !== null && (
        <p className="facility-vacancies__updated">
          {t("VACANCIES_UPDATED_ON")} <time dateTime={new Date(shown.updatedAt).toISOString()}>{formatDate(shown.updatedAt)}</time>
        </p>
      )}
    </div>
  )
}
