import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { User } from "../domain/user"
import { avatarInputMachine, type AvatarUploadInput, type CropArea, type ExportCropInput } from "./avatarInput.machine"
import { assignModel, replayModelPaths } from "./modelReplay"
import { aUser } from "./testFixtures"
import { controllablePromise } from "./testkit"

/**
 * The avatar input, as management §2.11, §4 Controls, §5 and §8 and spec 5 describe it: idle;
 * a file that is not a jpg, jpeg or png image gives the 'invalid format' toast, one over 5 MB
 * 'file too large', and nothing opens; an image opens the crop dialog (SELECT_SIZE); SAVE
 * exports the framed square as JPEG and uploads it, then the dialog closes and the account
 * shows the new photo; CANCEL closes it with no change. A crop that cannot be produced records
 * AVATAR_INPUT_CROP_ERROR and stops loading; a refused upload shows its toast; the dialog
 * stays open for another try.
 */
interface Context {
  readonly file: string | null
  readonly framed: boolean
  readonly error: string | null
  readonly toasts: ReadonlyArray<string>
  readonly saved: number
}
const refuse = (key: string) => assignModel<Context>(({ context }) => ({ error: key, toasts: [...context.toasts, key] }))

const model = createMachine({
  types: {} as { context: Context },
  id: "avatar",
  context: { file: null, framed: false, error: null, toasts: [], saved: 0 },
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE_PDF: { actions: refuse("INVALID_FILE_FORMAT") },
        CHOOSE_HUGE: { actions: refuse("FILE_TOO_LARGE") },
        CHOOSE_PHOTO: { target: "cropping", actions: assignModel<Context>({ file: "ja.jpg", framed: false, error: null }) }
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
        UPLOADED: { target: "idle", actions: assignModel<Context>(({ context }) => ({ file: null, framed: false, saved: context.saved + 1 })) },
        UPLOAD_REFUSED: { target: "cropping", actions: refuse("ERROR_BAD_REQUEST") }
      }
    }
  }
})

const files = {
  CHOOSE_PDF: { name: "cv.pdf", size: 1000, type: "application/pdf" },
  CHOOSE_HUGE: { name: "duze.jpg", size: 5 * 1024 * 1024 + 1, type: "image/jpeg" },
  CHOOSE_PHOTO: { name: "ja.jpg", size: 200_000, type: "image/jpeg" }
}
const area: CropArea = { x: 10, y: 20, width: 300, height: 300 }
const jpeg = new Uint8Array([0xff, 0xd8, 0xff])
const withAvatar = aUser({ avatar: "/media/avatars/u-1.jpg" })
const events = [...Object.keys(files), "FRAME", "SAVE", "CANCEL", "EXPORTED", "EXPORT_FAILED", "UPLOADED", "UPLOAD_REFUSED"].map((type) => ({ type }))

function start() {
  const exportCrop = controllablePromise<Uint8Array, ExportCropInput>()
  const upload = controllablePromise<User, AvatarUploadInput>()
  const actor = createActor(avatarInputMachine.provide({ actors: { exportCrop: exportCrop.logic, upload: upload.logic } }), {
    input: { accountId: "u-1" }
  })
  const emitted: Array<{ readonly type: string; readonly key?: string; readonly user?: User }> = []
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
  else if (type === "UPLOADED") await upload.latest().resolve(withAvatar)
  else await upload.latest().reject(apiError("ERROR_BAD_REQUEST"))
}

describe("avatarInputMachine — model-based (management 2.11, 4, 5, 8; spec 5)", () => {
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
        changed: emitted.flatMap((event) => (event.type === "avatarChanged" ? [event.user] : [])),
        user: context.user,
        calling: value === "exporting" ? exportCrop.latest().input : value === "uploading" ? upload.latest().input : null
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      file: context.file,
      framed: context.framed,
      error: context.error,
      toasts: context.toasts,
      changed: Array.from({ length: context.saved }, () => withAvatar),
      user: context.saved > 0 ? withAvatar : null,
      calling: value === "exporting" ? { file: files.CHOOSE_PHOTO, area } : value === "uploading" ? { id: "u-1", image: jpeg, type: "image/jpeg" } : null
    }),
    stop: ({ actor }) => actor.stop(),
    // What was shown and saved grows without end; where the input can go does not depend on it.
    vertex: ({ file, framed, error }) => ({ file, framed, error })
  })
})
