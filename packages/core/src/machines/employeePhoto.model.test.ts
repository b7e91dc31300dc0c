import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { Employee } from "../domain/facility"
import type { CropArea, ExportCropInput } from "./avatarInput.machine"
import { employeePhotoMachine, type EmployeePhotoEmitted, type EmployeePhotoUploadInput } from "./employeePhoto.machine"
import { assignModel, replayModelPaths } from "./modelReplay"
import { controllablePromise } from "./testkit"

/**
 * An employee's photo on the staff tab, as management 2.4, §2.11 (the avatar input), 5 and 8
 * describe it: a file that is not a jpg, jpeg or png image gives 'invalid format', one over 5 MB
 * 'file too large', and nothing opens; an image opens the square cropper; saving exports the
 * framed square as JPEG and uploads it for that employee of that facility, then the dialog
 * closes, the employee shows the new photo and 'employee updated' shows. Cancel closes it with
 * no change. A crop that cannot be produced records the crop error; a refused or unanswered
 * upload shows its toast; the dialog stays open for another try.
 */
interface Context {
  readonly file: string | null
  readonly framed: boolean
  readonly error: string | null
  readonly toasts: ReadonlyArray<string>
  readonly saved: number
}
const toast = (key: string, error: string | null = key) =>
  assignModel<Context>(({ context }) => ({ error, toasts: [...context.toasts, key] }))

const model = createMachine({
  types: {} as { context: Context },
  id: "employeePhoto",
  context: { file: null, framed: false, error: null, toasts: [], saved: 0 },
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE_GIF: { actions: toast("INVALID_FILE_FORMAT") },
        CHOOSE_HUGE: { actions: toast("FILE_TOO_LARGE") },
        CHOOSE_PHOTO: { target: "cropping", actions: assignModel<Context>({ file: "ewa.png", framed: false, error: null }) }
      }
    },
    cropping: {
      on: {
        FRAME: { actions: assignModel<Context>({ framed: true }) },
        SAVE: { guard: ({ context }) => context.framed, target: "exporting", actions: assignModel<Context>({ error: null }) },
        CANCEL: { target: "idle", actions: assignModel<Context>({ file: null, framed: false, error: null }) }
      }
    },
    exporting: {
      on: {
        EXPORTED: "uploading",
        EXPORT_FAILED: { target: "cropping", actions: assignModel<Context>({ error: "AVATAR_INPUT_CROP_ERROR" }) }
      }
    },
    uploading: {
      on: {
        UPLOADED: {
          target: "idle",
          actions: assignModel<Context>(({ context }) => ({
            file: null,
            framed: false,
            saved: context.saved + 1,
            toasts: [...context.toasts, "EMPLOYEE_UPDATED"]
          }))
        },
        UPLOAD_REFUSED: { target: "cropping", actions: toast("ERROR_BAD_REQUEST") },
        UPLOAD_LOST: { target: "cropping", actions: toast("CONNECTION_ERROR") }
      }
    }
  }
})

const files = {
  CHOOSE_GIF: { name: "ewa.gif", size: 1000, type: "image/gif" },
  CHOOSE_HUGE: { name: "ewa.jpg", size: 5 * 1024 * 1024 + 1, type: "image/jpeg" },
  CHOOSE_PHOTO: { name: "ewa.png", size: 200_000, type: "image/png" }
}
const area: CropArea = { x: 0, y: 40, width: 400, height: 400 }
const jpeg = new Uint8Array([0xff, 0xd8, 0xff])
const withPhoto: Employee = { id: 4, photo: "/files/staff/7/e.jpg", name: "Ewa Nowak", position: "Dyrektorka" }
const failures: Record<string, unknown> = {
  UPLOAD_REFUSED: apiError("ERROR_BAD_REQUEST", { file: ["INVALID_FILE_FORMAT"] }),
  UPLOAD_LOST: new ConnectionError({ cause: null })
}
const events = [...Object.keys(files), "FRAME", "SAVE", "CANCEL", "EXPORTED", "EXPORT_FAILED", "UPLOADED", ...Object.keys(failures)].map((type) => ({ type }))

function start() {
  const exportCrop = controllablePromise<Uint8Array, ExportCropInput>()
  const upload = controllablePromise<Employee, EmployeePhotoUploadInput>()
  const actor = createActor(employeePhotoMachine.provide({ actors: { exportCrop: exportCrop.logic, upload: upload.logic } }), {
    input: { facilityRef: "7", employeeId: 4 }
  })
  const emitted: EmployeePhotoEmitted[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, exportCrop, upload, emitted }
}
type System = ReturnType<typeof start>

async function perform({ actor, exportCrop, upload }: System, { type }: EventObject) {
  const file = files[type as keyof typeof files]
  if (file !== undefined) actor.send({ type: "CHOOSE", file })
  else if (type === "FRAME") actor.send({ type: "CROP", area })
  else if (type === "SAVE" || type === "CANCEL") actor.send({ type })
  else if (type === "EXPORTED") await exportCrop.latest().resolve(jpeg)
  else if (type === "EXPORT_FAILED") await exportCrop.latest().reject(new Error("canvas is tainted"))
  else if (type === "UPLOADED") await upload.latest().resolve(withPhoto)
  else await upload.latest().reject(failures[type])
}

describe("employeePhotoMachine — model-based (management 2.4, 2.11, 5, 8)", () => {
  replayModelPaths(model, events, {
    start,
    perform,
    observe: ({ actor, exportCrop, upload, emitted }) => {
      const { value, context } = actor.getSnapshot()
      return {
        state: value,
        file: context.file?.name ?? null,
        framed: context.area !== null,
        error: context.error,
        toasts: emitted.flatMap((event) => (event.type === "toast" ? [event.key] : [])),
        changed: emitted.flatMap((event) => (event.type === "photoChanged" ? [event.employee] : [])),
        employee: context.employee,
        calling: value === "exporting" ? exportCrop.latest().input : value === "uploading" ? upload.latest().input : null
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      file: context.file,
      framed: context.framed,
      error: context.error,
      toasts: context.toasts,
      changed: Array.from({ length: context.saved }, () => withPhoto),
      employee: context.saved > 0 ? withPhoto : null,
      calling:
        value === "exporting"
          ? { file: files.CHOOSE_PHOTO, area }
          : value === "uploading"
          ? { facilityRef: "7", employeeId: 4, image: jpeg, type: "image/jpeg" }
          : null
    }),
    stop: ({ actor }) => actor.stop(),
    vertex: ({ file, framed, error }) => ({ file, framed, error })
  })
})
