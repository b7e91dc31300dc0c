import { type Employee, readyMachines } from "@pociecha/core"
import { useCallback, useState } from "react"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../../../shared/forms"
import { Avatar } from "../../../../shared/ui/Avatar"
import { EmployeeForm } from "./EmployeeForm"
import { EmployeePhoto } from "./EmployeePhoto"
import { Button } from "../../../../shared/ui/Button"

/** One employee: photo, name and position; edit them in place, or delete them. */
export function EmployeeCard({ facilityRef, employee }: { readonly facilityRef: string; readonly employee: Employee }) {
  const { t } = useTranslation("ownerArea")
  const [editing, setEditing] = useState(false)
  const remove = useCommand(readyMachines.employeeRemoval, { ns: "ownerArea", successToast: "EMPLOYEE_DELETED" })
  const closeEditing = useCallback(() => setEditing(false), [])
  return (
    <li className="staff__employee card" data-testid="staff-employee">
      <Avatar src={employee.photo} seed={String(employee.id)} alt={t("STAFF_PHOTO_ALT", { name: employee.name })} size={64} />
      <div className="staff__details">
        {editing ? (
          <EmployeeForm facilityRef={facilityRef} employee={employee} onDone={closeEditing} />
        ) : (
          <>
            <p className="staff__name">{employee.name}</p>
            <p className="staff__position">{employee.position}</p>
          </>
        )}
        <div className="owner-tab__actions">
          <EmployeePhoto facilityRef={facilityRef} employee={employee} />
          <Button variant="ghost" onClick={() => setEditing((open) => !open)} data-testid="staff-edit">
            {t(editing ? "CANCEL" : "EDIT")}
          </Button>
          <Button
            variant="ghost"
            disabled={remove.running}
            onClick={() => remove.run({ facilityRef, employeeId: employee.id })}
            data-testid="staff-delete"
          >
            {t("DELETE")}
          </Button>
        </div>
      </div>
    </li>
  )
}
