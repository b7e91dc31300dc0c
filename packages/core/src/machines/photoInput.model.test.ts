import { describe } from "vitest"
import { createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import type { CropArea } from "./photoInput.machine"
import { photoInputVariants, toastKeys, type PhotoInputSystem } from "../testing/photoInputHarness"
import { QUERIES_STALE } from "../queries/queriesStale"

/**
 * The avatar or photo input, as management §2.11, §4 Controls, 5 (Files and images) and 8 and
 * spec 2.11 and 5 describe it: idle; a file that is not a jpg, jpeg or png image gives 'invalid
 * format' (a pdf, a gif), one over 5 MB 'file too large', and nothing opens; an image opens the
 * crop dialog (SELECT_SIZE) with a square cropper; SAVE, once a square is framed, exports it as
 * JPEG and uploads it for the input's owner, then the dialog closes and the new picture shows
 * (with the input's own green toast, if it has one); CANCEL closes it with no change. A crop
 * that cannot be produced records AVATAR_INPUT_CROP_ERROR and stops loading; a refused or
 * unanswered upload shows its toast; the dialog stays open for another try. Each of the three
 * inputs follows it; what they save and announce is theirs (photoInputTesting).
 */
interface Context {
  readonly file: string | null
  readonly framed: boolean
  readonly error: string | null
  /** Toasts shown, a save's green one written as SAVED. */
  readonly toasts: ReadonlyArray<string>
  readonly saved: number
}
const refuse = (key: string) => assignModel<Context>(({ context }) => ({ error: key, toasts: [...context.toasts, key] }))

const model = createMachine({
  types: {} as { context: Context },
  id: "photoInput",
  context: { file: null, framed: false, error: null, toasts: [], saved: 0 },
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE_PDF: { actions: refuse("INVALID_FILE_FORMAT") },
        CHOOSE_GIF: { actions: refuse("INVALID_FILE_FORMAT") },
        CHOOSE_HUGE: { actions: refuse("FILE_TOO_LARGE") },
        CHOOSE_PHOTO: { target: "cropping", actions: assignModel<Context>({ file: "ja.png", framed: false, error: null }) }
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
          actions: assignModel<Context>(({ context }) => ({ file: null, framed: false, saved: context.saved + 1, toasts: [...context.toasts, "SAVED"] }))
        },
        UPLOAD_REFUSED: { target: "cropping", actions: refuse("ERROR_BAD_REQUEST") },
        UPLOAD_LOST: { target: "cropping", actions: refuse("CONNECTION_ERROR") }
      }
    }
  }
})

const files = {
  CHOOSE_PDF: { name: "cv.pdf", size: 1000, type: "application/pdf" },
  CHOOSE_GIF: { name: "ja.gif", size: 1000, type: "image/gif" },
  CHOOSE_HUGE: { name: "duze.jpg", size: 5 * 1024 * 1024 + 1, type: "image/jpeg" },
  CHOOSE_PHOTO: { name: "ja.png", size: 200_000, type: "image/png" }
}
const area: CropArea = { x: 0, y: 40, width: 400, height: 400 }
const jpeg = new Uint8Array([0xff, 0xd8, 0xff])
const failures: Record<string, unknown> = {
  UPLOAD_REFUSED: apiError("ERROR_BAD_REQUEST", { file: ["INVALID_FILE_FORMAT"] }),
  UPLOAD_LOST: new ConnectionError({ cause: null })
}
const events = [...Object.keys(files), "FRAME", "SAVE", "CANCEL", "EXPORTED", "EXPORT_FAILED", "UPLOADED", ...Object.keys(failures)].map((type) => ({ type }))

describe.each(photoInputVariants)("$name — model-based (management 2.11, 4, 5, 8; spec 2.11, 5)", (variant) => {
  async function perform({ actor, exportCrop, upload }: PhotoInputSystem, { type }: EventObject) {
    const file = files[type as keyof typeof files]
    if (file !== undefined) actor.send({ type: "CHOOSE", file })
    else if (type === "FRAME") actor.send({ type: "CROP", area })
    else if (type === "SAVE" || type === "CANCEL") actor.send({ type })
    else if (type === "EXPORTED") await exportCrop.latest().resolve(jpeg)
    else if (type === "EXPORT_FAILED") await exportCrop.latest().reject(new Error("canvas is tainted"))
    else if (type === "UPLOADED") await upload.latest().resolve(variant.saved)
    else await upload.latest().reject(failures[type])
  }

  replayModelPaths(model, events, {
    start: variant.start,
    perform,
    observe: (system) => {
      const { value, context } = system.actor.getSnapshot()
      return {
        state: value,
        file: context.file?.name ?? null,
        framed: context.area !== null,
        error: context.error,
        toasts: toastKeys(system),
        // The cache keys a save made stale are the input's declaration, not what it announces.
        changed: system.emitted.filter((event) => event.type !== "toast" && event.type !== QUERIES_STALE),
        calling: value === "exporting" ? system.exportCrop.latest().input : value === "uploading" ? system.upload.latest().input : null
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      file: context.file,
      framed: context.framed,
      error: context.error,
      toasts: context.toasts.flatMap((key) => (key !== "SAVED" ? [key] : variant.savedToast === null ? [] : [variant.savedToast])),
      changed: Array.from({ length: context.saved }, () => variant.changed),
      calling:
        value === "exporting"
          ? { file: files.CHOOSE_PHOTO, area, aspect: variant.aspect }
          : value === "uploading"
            ? { ...variant.owner, image: jpeg, type: "image/jpeg" }
            : null
    }),
    stop: ({ actor }) => actor.stop(),
    // What was shown and saved grows without end; where the input can go does not depend on it.
    vertex: ({ file, framed, error }) => ({ file, framed, error })
  })
})
