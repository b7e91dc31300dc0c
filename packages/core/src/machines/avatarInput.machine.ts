import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import { validateAvatarFile, type FileLike } from "../domain/rules/fileValidation"
import type { User } from "../domain/user"
import { readFailedCall, type FormToast } from "./formFailure"

/** How the cropped avatar is exported (issue 8): a square JPEG of quality 0.9. */
export const AVATAR_EXPORT = {
  type: "image/jpeg",
  quality: 0.9,
  /** Width and height of the cropper's frame, as a ratio: a square. */
  aspect: 1,
  /** The exported side in pixels: sharp on high-density screens at 96 px, small to upload. */
  size: 512
} as const

/** The part of the picture the cropper frames, in the picture's pixels. */
export interface CropArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Input of the `exportCrop` actor: the chosen file (a browser File) and the framed area. */
export interface ExportCropInput {
  readonly file: FileLike
  readonly area: CropArea
}

/** Input of {@link avatarInputMachine}: whose photo it is. */
export interface AvatarInputInput {
  readonly accountId: string
}

/** Input of the `upload` actor: whose photo, and the exported JPEG. */
export interface AvatarUploadInput {
  readonly id: string
  readonly image: Uint8Array
  readonly type: typeof AVATAR_EXPORT.type
}

/** Context of {@link avatarInputMachine}. */
export interface AvatarInputContext {
  readonly accountId: string
  /** The chosen file, while the crop dialog is open. */
  readonly file: FileLike | null
  readonly area: CropArea | null
  /** What went wrong last: INVALID_FILE_FORMAT, FILE_TOO_LARGE, AVATAR_INPUT_CROP_ERROR or the upload's catalogue key. */
  readonly error: string | null
  /** The account with its new avatar, after the last save. */
  readonly user: User | null
}

/** Events of {@link avatarInputMachine}. */
export type AvatarInputEvent =
  /** A file was picked (the picker accepts image/*). */
  | { readonly type: "CHOOSE"; readonly file: FileLike }
  /** The cropper framed another area. */
  | { readonly type: "CROP"; readonly area: CropArea }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }

/** Emitted by {@link avatarInputMachine}: toasts, and the account with its new avatar. */
export type AvatarInputEmitted = FormToast | { readonly type: "avatarChanged"; readonly user: User }

const errorToast = (key: string): FormToast => ({ type: "toast", tone: "error", key })

/**
 * The avatar input (management §2.11 and §4 Controls; spec 2.11, 5): `idle` —CHOOSE→ the file
 * is checked (an image of jpg, jpeg or png, else INVALID_FILE_FORMAT; at most 5 MB, else
 * FILE_TOO_LARGE; each a red toast, staying `idle`) → `cropping` (the SELECT_SIZE dialog with a
 * square cropper) —SAVE→ `exporting` (the crop as JPEG 0.9, by the app's canvas) →
 * `uploading` → `idle` with the new account (`avatarChanged` is emitted, for the session).
 * CANCEL closes the dialog with no change. A crop that cannot be produced records
 * AVATAR_INPUT_CROP_ERROR and stops loading; a failed upload shows spec 8.1's toast; both
 * leave the dialog open to try again.
 *
 * Actor slots: `exportCrop`: `{ file, area } → Uint8Array` (the web's canvas work);
 * `upload`: `{ id, image, type } → User` (accountFormActors' `uploadAvatar`).
 */
export const avatarInputMachine = setup({
  types: {
    input: {} as AvatarInputInput,
    context: {} as AvatarInputContext,
    events: {} as AvatarInputEvent,
    emitted: {} as AvatarInputEmitted
  },
  actors: {
    exportCrop: fromPromise<Uint8Array, ExportCropInput>(async () => {
      throw new Error("provide the avatar input's 'exportCrop' actor")
    }),
    upload: fromPromise<User, AvatarUploadInput>(async () => {
      throw new Error("provide the avatar input's 'upload' actor")
    })
  }
}).createMachine({
  id: "avatarInput",
  context: ({ input }) => ({ accountId: input.accountId, file: null, area: null, error: null, user: null }),
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
          id: context.accountId,
          image: (event as unknown as { readonly output: Uint8Array }).output,
          type: AVATAR_EXPORT.type
        }),
        onDone: {
          target: "idle",
          actions: [
            assign({ user: ({ event }) => event.output, file: null, area: null }),
            emit(({ event }) => ({ type: "avatarChanged" as const, user: event.output }))
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
