import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import type { FacilityLogo } from "../api/facilityImages"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { CropArea, ExportCropInput } from "./avatarInput.machine"
import { facilityLogoMachine, type FacilityLogoEmitted, type FacilityLogoInput, type FacilityLogoUploadInput } from "./facilityLogo.machine"
import { assignModel, replayModelPaths } from "./modelReplay"
import { controllablePromise } from "./testkit"

/**
 * The facility's logo on the address tab, as management 2.4 (logo: an avatar input), §2.11, 5
 * and 8 describe it: a file that is not a jpg, jpeg or png image gives 'invalid format', one over
 * 5 MB 'file too large', and nothing opens; an image opens the square cropper; saving exports the
 * framed square as JPEG and uploads it as that facility's logo, then the dialog closes, the new
 * logo shows and 'logo saved' shows. Cancel closes it with no change. A crop that cannot be
 * produced records the crop error; a refused or unanswered upload shows its toast; the dialog
 * stays open for another try. Removing the logo brings the placeholder back ('logo removed'); a
 * failed removal shows its toast and leaves the logo.
 */
interface Context {
  readonly file: string | null
  readonly framed: boolean
  readonly error: string | null
  readonly toasts: ReadonlyArray<string>
  readonly logos: ReadonlyArray<string | null>
}
const toast = (key: string, error: string | null = key) =>
  assignModel<Context>(({ context }) => ({ error, toasts: [...context.toasts, key] }))

const model = createMachine({
  types: {} as { context: Context },
  id: "facilityLogo",
  context: { file: null, framed: false, error: null, toasts: [], logos: [] },
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE_GIF: { actions: toast("INVALID_FILE_FORMAT") },
        CHOOSE_HUGE: { actions: toast("FILE_TOO_LARGE") },
        CHOOSE_PHOTO: { target: "cropping", actions: assignModel<Context>({ file: "logo.png", framed: false, error: null }) },
        REMOVE: { target: "removing", actions: assignModel<Context>({ error: null }) }
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
            logos: [...context.logos, STORED],
            toasts: [...context.toasts, "LOGO_SAVED"]
          }))
        },
        UPLOAD_REFUSED: { target: "cropping", actions: toast("ERROR_BAD_REQUEST") },
        UPLOAD_LOST: { target: "cropping", actions: toast("CONNECTION_ERROR") }
      }
    },
    removing: {
      on: {
        REMOVED: {
          target: "idle",
          actions: assignModel<Context>(({ context }) => ({ logos: [...context.logos, null], toasts: [...context.toasts, "LOGO_REMOVED"] }))
        },
        REMOVE_LOST: { target: "idle", actions: toast("CONNECTION_ERROR") }
      }
    }
  }
})

const STORED = "/files/logos/7/logo.jpg"
const files = {
  CHOOSE_GIF: { name: "logo.gif", size: 1000, type: "image/gif" },
  CHOOSE_HUGE: { name: "logo.jpg", size: 5 * 1024 * 1024 + 1, type: "image/jpeg" },
  CHOOSE_PHOTO: { name: "logo.png", size: 200_000, type: "image/png" }
}
const area: CropArea = { x: 0, y: 40, width: 400, height: 400 }
const jpeg = new Uint8Array([0xff, 0xd8, 0xff])
const failures: Record<string, unknown> = {
  UPLOAD_REFUSED: apiError("ERROR_BAD_REQUEST", { file: ["INVALID_FILE_FORMAT"] }),
  UPLOAD_LOST: new ConnectionError({ cause: null }),
  REMOVE_LOST: new ConnectionError({ cause: null })
}
const events = [...Object.keys(files), "FRAME", "SAVE", "CANCEL", "EXPORTED", "EXPORT_FAILED", "UPLOADED", "REMOVE", "REMOVED", ...Object.keys(failures)].map(
  (type) => ({ type })
)

function start() {
  const exportCrop = controllablePromise<Uint8Array, ExportCropInput>()
  const upload = controllablePromise<FacilityLogo, FacilityLogoUploadInput>()
  const remove = controllablePromise<FacilityLogo, FacilityLogoInput>()
  const actor = createActor(facilityLogoMachine.provide({ actors: { exportCrop: exportCrop.logic, upload: upload.logic, remove: remove.logic } }), {
    input: { facilityRef: "7" }
  })
  const emitted: FacilityLogoEmitted[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, exportCrop, upload, remove, emitted }
}
type System = ReturnType<typeof start>

async function perform({ actor, exportCrop, upload, remove }: System, { type }: EventObject) {
  const file = files[type as keyof typeof files]
  if (file !== undefined) actor.send({ type: "CHOOSE", file })
  else if (type === "FRAME") actor.send({ type: "CROP", area })
  else if (type === "SAVE" || type === "CANCEL" || type === "REMOVE") actor.send({ type })
  else if (type === "EXPORTED") await exportCrop.latest().resolve(jpeg)
  else if (type === "EXPORT_FAILED") await exportCrop.latest().reject(new Error("canvas is tainted"))
  else if (type === "UPLOADED") await upload.latest().resolve({ avatar: STORED })
  else if (type === "REMOVED") await remove.latest().resolve({ avatar: null })
  else if (type === "REMOVE_LOST") await remove.latest().reject(failures[type])
  else await upload.latest().reject(failures[type])
}

describe("facilityLogoMachine — model-based (management 2.4, 2.11, 5, 8)", () => {
  replayModelPaths(model, events, {
    start,
    perform,
    observe: ({ actor, exportCrop, upload, remove, emitted }) => {
      const { value, context } = actor.getSnapshot()
      return {
        state: value,
        file: context.file?.name ?? null,
        framed: context.area !== null,
        error: context.error,
        toasts: emitted.flatMap((event) => (event.type === "toast" ? [event.key] : [])),
        logos: emitted.flatMap((event) => (event.type === "logoChanged" ? [event.logo.avatar] : [])),
        calling:
          value === "exporting"
            ? exportCrop.latest().input
            : value === "uploading"
            ? upload.latest().input
            : value === "removing"
            ? remove.latest().input
            : null
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      file: context.file,
      framed: context.framed,
      error: context.error,
      toasts: context.toasts,
      logos: context.logos,
      calling:
        value === "exporting"
          ? { file: files.CHOOSE_PHOTO, area }
          : value === "uploading"
          ? { facilityRef: "7", image: jpeg, type: "image/jpeg" }
          : value === "removing"
          ? { facilityRef: "7" }
          : null
    }),
    stop: ({ actor }) => actor.stop(),
    vertex: ({ file, framed, error }) => ({ file, framed, error })
  })
})
