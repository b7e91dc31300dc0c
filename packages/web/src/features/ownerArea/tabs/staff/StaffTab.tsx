import { facilityRefOf, facilityEmployeesQuery, type Employee } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { EmployeeCard } from "./EmployeeCard"
import { EmployeeForm } from "./EmployeeForm"
import "./staff.css"

/**
 * The staff tab (management 2.4 Staff): the employees, each with a photo (chosen and cropped),
 * name and surname, and position — added, edited and deleted one by one.
 */
export default function StaffTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const employees = useQuery(facilityEmployeesQuery(api, ref))
  // A new form each time one is added, so it opens empty.
  const [added, setAdded] = useState(0)
  return (
    <section className="owner-tab" aria-label={t("STAFF_TITLE")}>
      <ReadState query={employees}>
        {(list: ReadonlyArray<Employee>) =>
          list.length === 0 ? (
            <p className="owner-tab__empty">{t("STAFF_EMPTY")}</p>
          ) : (
            <ul className="staff" data-testid="staff-list">
              {list.map((employee) => (
                <EmployeeCard key={employee.id} facilityRef={ref} employee={employee} />
              ))}
            </ul>
          )
        }
      </ReadState>
      <div className="card staff__new">
        <h3 className="owner-tab__subtitle">{t("STAFF_ADD")}</h3>
        <EmployeeForm key={added} facilityRef={ref} employee={null} onDone={() => setAdded((count) => count + 1)} />
      </div>
    </section>
  )
}
