import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import type { FacilityLogo } from "../api/facilityImages"
import { validateAvatarFile, type FileLike } from "../domain/rules/fileValidation"
import { AVATAR_EXPORT, type CropArea, type ExportCropInput } from "./avatarInput.machine"
import { readFailedCall, type FormToast } from "./formFailure"

/** Input of {@link facilityLogoMachine}: whose logo it is. */
export interface FacilityLogoInput {
  readonly facilityRef: string
}

/** Input of the `upload` actor: whose logo, and the exported JPEG. */
export interface FacilityLogoUploadInput extends FacilityLogoInput {
  readonly image: Uint8Array
  readonly type: typeof AVATAR_EXPORT.type
}

/** Context of {@link facilityLogoMachine}. */
export interface FacilityLogoContext extends FacilityLogoInput {
  /** The chosen file, while the crop dialog is open. */
  readonly file: FileLike | null
  readonly area: CropArea | null
  /** What went wrong last: INVALID_FILE_FORMAT, FILE_TOO_LARGE, AVATAR_INPUT_CROP_ERROR or the call's catalogue key. */
  readonly error: string | null
}

/** Events of {@link facilityLogoMachine}: those of the avatar input, and taking the logo away. */
export type FacilityLogoEvent =
  | { readonly type: "CHOOSE"; readonly file: FileLike }
  | { readonly type: "CROP"; readonly area: CropArea }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }
  | { readonly type: "REMOVE" }

/** Emitted by {@link facilityLogoMachine}: toasts, and the logo as the facility now has it. */
export type FacilityLogoEmitted = FormToast | { readonly type: "logoChanged"; readonly logo: FacilityLogo }

const errorToast = (key: string): FormToast => ({ type: "toast", tone: "error", key })

/**
 * The facility's logo on the address tab (management 2.4 Address data; §2.11 avatar input):
 * `idle` —CHOOSE→ the file is checked (a jpg, jpeg or png image, else INVALID_FILE_FORMAT; at
 * most 5 MB, else FILE_TOO_LARGE; each a red toast, staying `idle`) → `cropping` (a square
 * cropper) —SAVE→ `exporting` (JPEG 0.9, by the app's canvas) → `uploading` → `idle`:
 * `logoChanged` and the toast LOGO_SAVED. CANCEL closes the dialog with no change; a crop that
 * cannot be produced (AVATAR_INPUT_CROP_ERROR) or a refused upload (its toast) leave the dialog
 * open to try again. `idle` —REMOVE→ `removing` → `idle`, the facility showing its placeholder.
 *
 * Actor slots: `exportCrop`: `{ file, area } → Uint8Array` (the same as the avatar input's);
 * `upload`: `{ facilityRef, image, type } → FacilityLogo`; `remove`: `{ facilityRef } →
 * FacilityLogo` (facilityImageActors).
 */
export const facilityLogoMachine = setup({
  types: {
    input: {} as FacilityLogoInput,
    context: {} as FacilityLogoContext,
    events: {} as FacilityLogoEvent,
    emitted: {} as FacilityLogoEmitted
  },
  actors: {
    exportCrop: fromPromise<Uint8Array, ExportCropInput>(async () => {
      throw new Error("provide the facility logo's 'exportCrop' actor")
    }),
    upload: fromPromise<FacilityLogo, FacilityLogoUploadInput>(async () => {
      throw new Error("provide the facility logo's 'upload' actor")
    }),
    remove: fromPromise<FacilityLogo, FacilityLogoInput>(async () => {
      throw new Error("provide the facility logo's 'remove' actor")
    })
  }
}).createMachine({
  id: "facilityLogo",
  context: ({ input }) => ({ facilityRef: input.facilityRef, file: null, area: null, error: null }),
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
        ],
        REMOVE: { target: "removing", actions: assign({ error: null }) }
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
          image: (event as unknown as { readonly output: Uint8Array }).output,
          type: AVATAR_EXPORT.type
        }),
        onDone: {
          target: "idle",
          actions: [
            assign({ file: null, area: null }),
            emit(({ event }) => ({ type: "logoChanged" as const, logo: event.output })),
            emit({ type: "toast", tone: "success", key: "LOGO_SAVED" })
          ]
        },
        onError: {
          target: "cropping",
          actions: enqueueActions(({ event, enqueue }) => {
            // A refused or unanswered call: its key recorded, spec 8.1's toast shown.
            const call = readFailedCall(event.error)
            enqueue.assign({ error: call.key })
            if (call.toast !== null) enqueue.emit(call.toast)
          })
        }
      }
    },
    removing: {
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => ({ facilityRef: context.facilityRef }),
        onDone: {
          target: "idle",
          actions: [emit(({ event }) => ({ type: "logoChanged" as const, logo: event.output })), emit({ type: "toast", tone: "success", key: "LOGO_REMOVED" })]
        },
        onError: {
          target: "idle",
          actions: enqueueActions(({ event, enqueue }) => {
            // A refused or unanswered call: its key recorded, spec 8.1's toast shown.
            const call = readFailedCall(event.error)
            enqueue.assign({ error: call.key })
            if (call.toast !== null) enqueue.emit(call.toast)
          })
        }
      }
    }
  }
})
