import type { ExtraClass, Tag } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"
import { keyFromData } from "../../../shared/i18n/keyFromData"

/** Amenities (feature tags) and extra classes (spec 2.7). */
export function AmenitiesSection({ amenities, extraClasses }: { amenities: ReadonlyArray<Tag>; extraClasses: ReadonlyArray<ExtraClass> }) {
  const { t } = useTranslation("facility")
  return (
    <>
      {amenities.length > 0 && (
        <Section id="amenities" title={t("AMENITIES")}>
          <ul className="facility-amenities" data-testid="facility-amenities">
            {amenities.map((tag) => (
              <li key={tag.id} className="facility-amenities__item">
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M7.7 14.3L3.4 10l-1.4 1.4 5.7 5.7L18 6.8l-1.4-1.4z" />
                </svg>
                {t(keyFromData(tag.display))}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {extraClasses.length > 0 && (
        <Section id="extra-classes" title={t("EXTRA_CLASSES")}>
          <dl className="facility-classes">
            {extraClasses.map((item, index) => (
              <div key={index} className="facility-classes__item">
                <dt>{item.name}</dt>
                {item.description && <dd>{item.description}</dd>}
              </div>
            ))}
          </dl>
        </Section>
      )}
    </>
  )
}
