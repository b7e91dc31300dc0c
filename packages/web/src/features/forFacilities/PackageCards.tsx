import { useTranslation } from "react-i18next"

const basicIncludes = ["BASIC_PROFILE", "BASIC_RECRUITMENT", "BASIC_CONVERSATIONS", "BASIC_LIMITS"] as const
const premiumIncludes = ["PREMIUM_ALL", "PREMIUM_LISTING", "PREMIUM_RECRUITMENT", "PREMIUM_NEWS", "PREMIUM_COMMUNITY"] as const
type PackageInclude = (typeof basicIncludes)[number] | (typeof premiumIncludes)[number]

/** A package: its name, price and what it includes (management 9). */
function PackageCard({ name, includes, note }: { readonly name: "BASIC" | "PREMIUM"; readonly includes: readonly PackageInclude[]; readonly note?: string }) {
  const { t } = useTranslation("forFacilities")
  const titleId = `for-facilities-${name.toLowerCase()}`
  return (
    <article className={`card for-facilities-package${name === "PREMIUM" ? " for-facilities-package--premium" : ""}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="for-facilities-card__title">
        {t(`PACKAGE_${name}`)}
      </h3>
      <p className="for-facilities-package__price">{t(`PACKAGE_${name}_PRICE`)}</p>
      <ul className="for-facilities-package__list">
        {includes.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      {note === undefined ? null : <p className="for-facilities-package__note">{note}</p>}
    </article>
  )
}

/** The basic package (from 0 a month) and premium (monthly), side by side: the page for facilities and the price list. */
export function PackageCards() {
  const { t } = useTranslation("forFacilities")
  return (
    <>
      <PackageCard name="BASIC" includes={basicIncludes} />
      <PackageCard name="PREMIUM" includes={premiumIncludes} note={t("PREMIUM_HOW")} />
    </>
  )
}
