import type { Employee } from "../domain/facility"
import type { FormToast } from "./formFailure"
import { photoInputMachine, type CroppedJpeg } from "./photoInput.machine"

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

/** Emitted by {@link employeePhotoMachine}: toasts, and the employee with their new photo. */
export type EmployeePhotoEmitted = FormToast | EmployeePhotoChanged

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
  savedToast: "EMPLOYEE_UPDATED"
})
