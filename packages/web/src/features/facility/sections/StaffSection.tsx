import type { Employee } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { ImageWithFallback } from "../../../shared/ui/ImageWithFallback"
import { Section } from "./Section"

/** The staff: photo, name and position (spec 2.7). */
export function StaffSection({ employees }: { employees: ReadonlyArray<Employee> }) {
  const { t } = useTranslation("facility")
  if (employees.length === 0) return null
  return (
    <Section id="staff" title={t("STAFF")}>
      <ul className="facility-staff">
        {employees.map((person) => (
          <li key={person.id} className="facility-staff__person">
            <ImageWithFallback
              className="facility-staff__photo"
              src={person.photo}
              alt=""
              identicon={`${person.id}-${person.name}`}
              width={64}
              height={64}
            />
            <div>
              <p className="facility-staff__name">{person.name}</p>
              <p className="facility-staff__position">{person.position}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
