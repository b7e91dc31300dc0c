import type { Employee } from "../domain/facility"
import { photoInputMachine, type CroppedJpeg } from "./photoInput.machine"
import { facilityKeys } from "../queries/queryKeys"

/** Input of {@link employeePhotoMachine}: the facility and its employee. */
export interface EmployeePhotoInput {
  readonly facilityRef: string
  readonly employeeId: number
}

/** Input of the `upload` actor: whose photo, and the exported JPEG. */
export type EmployeePhotoUploadInput = EmployeePhotoInput & CroppedJpeg

/** The employee with their new photo. */
export interface EmployeePhotoChanged {
  readonly type: "photoChanged"
  readonly employee: Employee
}


/**
 * An employee's photo on the staff tab (management 2.4 Staff, §2.11 avatar input): the shared
 * photo input ({@link photoInputMachine}) for an employee. A save announces `photoChanged` and
 * the toast 'employee updated' (EMPLOYEE_UPDATED, management 8). Removing the photo is a
 * commandMachine over employeeActors' `removePhoto`.
 *
 * Actor slots: `exportCrop` (the web's canvas work); `upload`: `{ facilityRef, employeeId,
 * image, type } → Employee` (employeeActors' `uploadPhoto`).
 */
export const employeePhotoMachine = photoInputMachine<EmployeePhotoInput, Employee, EmployeePhotoChanged>({
  id: "employeePhoto",
  changed: (employee) => ({ type: "photoChanged", employee }),
  // The staff list the tab reads, and the profile that shows the staff.
  staleKeys: (input) => [facilityKeys.detail(input.facilityRef)],
  savedToast: "EMPLOYEE_UPDATED"
})
