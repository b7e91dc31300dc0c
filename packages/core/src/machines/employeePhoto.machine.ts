import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import type { Employee } from "../domain/facility"
import { validateAvatarFile, type FileLike } from "../domain/rules/fileValidation"
import { AVATAR_EXPORT, type CropArea, type ExportCropInput } from "./avatarInput.machine"
import { readFailedCall, type FormToast } from "./formFailure"

/** Input of {@link employeePhotoMachine}: the facility and its employee. */
export interface EmployeePhotoInput {
  readonly facilityRef: string
  readonly employeeId: number
}

/** Input of the `upload` actor: whose photo, and the exported JPEG. */
export interface EmployeePhotoUploadInput extends EmployeePhotoInput {
  readonly image: Uint8Array
  readonly type: typeof AVATAR_EXPORT.type
}

/** Context of {@link employeePhotoMachine}. */
export interface EmployeePhotoContext extends EmployeePhotoInput {
  /** The chosen file, while the crop dialog is open. */
  readonly file: FileLike | null
  readonly area: CropArea | null
  /** What went wrong last: INVALID_FILE_FORMAT, FILE_TOO_LARGE, AVATAR_INPUT_CROP_ERROR or the upload's catalogue key. */
  readonly error: string | null
  /** The employee with their new photo, after the last save. */
  readonly employee: Employee | null
}

/** Events of {@link employeePhotoMachine}: those of the avatar input. */
export type EmployeePhotoEvent =
  | { readonly type: "CHOOSE"; readonly file: FileLike }
  | { readonly type: "CROP"; readonly area: CropArea }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }

/** Emitted by {@link employeePhotoMachine}: toasts, and the employee with their new photo. */
export type EmployeePhotoEmitted = FormToast | { readonly type: "photoChanged"; readonly employee: Employee }

const errorToast = (key: string): FormToast => ({ type: "toast", tone: "error", key })

/**
 * An employee's photo on the staff tab (management 2.4, §2.11 avatar input): the avatar input's
 * flow for an employee. `idle` —CHOOSE→ the file is checked (a jpg, jpeg or png image, else
 * INVALID_FILE_FORMAT; at most 5 MB, else FILE_TOO_LARGE; each a red toast, staying `idle`) →
 * `cropping` (a square cropper) —SAVE→ `exporting` (JPEG 0.9, by the app's canvas) →
 * `uploading` → `idle` with the employee as saved: `photoChanged` and the toast 'employee
 * updated' (EMPLOYEE_UPDATED). CANCEL closes the dialog with no change; a crop that cannot be
 * produced (AVATAR_INPUT_CROP_ERROR) or a refused upload (its toast) leave the dialog open to
 * try again. Removing the photo is a commandMachine over employeeActors' `removePhoto`.
 *
 * Actor slots: `exportCrop`: `{ file, area } → Uint8Array` (the same as the avatar input's);
 * `upload`: `{ facilityRef, employeeId, image, type } → Employee` (employeeActors' `uploadPhoto`).
 */
export const employeePhotoMachine = setup({
  types: {
    input: {} as EmployeePhotoInput,
    context: {} as EmployeePhotoContext,
    events: {} as EmployeePhotoEvent,
    emitted: {} as EmployeePhotoEmitted
  },
  actors: {
    exportCrop: fromPromise<Uint8Array, ExportCropInput>(async () => {
      throw new Error("provide the employee photo's 'exportCrop' actor")
    }),
    upload: fromPromise<Employee, EmployeePhotoUploadInput>(async () => {
      throw new Error("provide the employee photo's 'upload' actor")
    })
  }
}).createMachine({
  id: "employeePhoto",
  context: ({ input }) => ({ facilityRef: input.facilityRef, employeeId: input.employeeId, file: null, area: null, error: null, employee: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE: [
          {
            guard: ({ event }) => validateAvatarFile(event.file) !== null,
            actions: enqueueActions(({ event, enqueue }) => {
              // The guard found one.
              const problem = validateAvatarFile(event.file) as string
              enqueue.assign({ error: problem })
              enqueue.emit(errorToast(problem))
            })
          },
          { target: "cropping", actions: assign({ file: ({ event }) => event.file, area: null, error: null }) }
        ]
      }
    },
    cropping: {
      on: {
        CROP: { actions: assign({ area: ({ event }) => event.area }) },
        SAVE: { guard: ({ context }) => context.area !== null, target: "exporting", actions: assign({ error: null }) },
        CANCEL: { target: "idle", actions: assign({ file: null, area: null, error: null }) }
      }
    },
    exporting: {
      invoke: {
        id: "exportCrop",
        src: "exportCrop",
        input: ({ context }) => ({ file: context.file as FileLike, area: context.area as CropArea }),
        onDone: { target: "uploading" },
        onError: { target: "cropping", actions: assign({ error: "AVATAR_INPUT_CROP_ERROR" }) }
      }
    },
    uploading: {
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ context, event }) => ({
          facilityRef: context.facilityRef,
          employeeId: context.employeeId,
          image: (event as unknown as { readonly output: Uint8Array }).output,
          type: AVATAR_EXPORT.type
        }),
        onDone: {
          target: "idle",
          actions: [
            assign({ employee: ({ event }) => event.output, file: null, area: null }),
            emit(({ event }) => ({ type: "photoChanged" as const, employee: event.output })),
            emit({ type: "toast", tone: "success", key: "EMPLOYEE_UPDATED" })
          ]
        },
        onError: {
          target: "cropping",
          actions: enqueueActions(({ event, enqueue }) => {
            const call = readFailedCall(event.error)
            enqueue.assign({ error: call.key })
            if (call.toast !== null) enqueue.emit(call.toast)
          })
        }
      }
    }
  }
})
