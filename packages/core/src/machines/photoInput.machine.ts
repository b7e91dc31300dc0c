import { assign, enqueueActions, fromPromise, setup } from "xstate"
import type { EventObject, OutputFrom, PromiseActorLogic } from "xstate"
import { validateAvatarFile, type FileLike } from "../domain/rules/fileValidation"
import { readFailedCall, type FormToast } from "./formFailure"
import type { RetypedMachine } from "./retypedMachine"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"

/** How a cropped picture is exported (management 9 Media; issue 8): a square JPEG of quality 0.9. */
export const AVATAR_EXPORT = {
  type: "image/jpeg",
  quality: 0.9,
  /** Width and height of the cropper's frame, as a ratio: a square. */
  aspect: 1,
  /** The exported longer side in pixels: sharp on high-density screens at 96 px, small to upload. */
  size: 512
} as const

/**
 * The aspect ratio that locks no shape (management 9 Media: an avatar input's aspectRatio 0, the
 * templates' picture): the frame takes the chosen picture's own proportions, and zooming in frames
 * a part of it in those proportions.
 */
export const FREE_ASPECT = 0

/** The part of the picture the cropper frames, in the picture's pixels. */
export interface CropArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Input of the `exportCrop` actor: the chosen file (a browser File), the framed area and the input's aspect ratio. */
export interface ExportCropInput {
  readonly file: FileLike
  readonly area: CropArea
  /** Width over height the export keeps; {@link FREE_ASPECT}: the area's own. */
  readonly aspect: number
}

/** What the `upload` actor is given besides the input's own input: the exported JPEG. */
export interface CroppedJpeg {
  readonly image: Uint8Array
  readonly type: typeof AVATAR_EXPORT.type
}

/** What differs between one photo input and another; the flow itself is shared. */
export interface PhotoInputSpec<Saved, Changed extends EventObject, Input = unknown> {
  readonly id: string
  /** What the input announces with the record as the server now has it (after a save or a removal). */
  readonly changed: (saved: Saved) => Changed
  /** The cache keys (core's key factories) a save or a removal made stale, emitted as QUERIES_STALE. */
  readonly staleKeys?: (input: Input, saved: Saved) => QueriesStale["keys"]
  /** The cache keys only marked stale (QueriesStale's `unread`): reads an open form around the input shows. */
  readonly unreadKeys?: (input: Input) => NonNullable<QueriesStale["unread"]>
  /** The green toast after a save (a message key); none when the app says it itself. */
  readonly savedToast?: string
  /** Inputs whose picture can be taken away (REMOVE): the green toast after it. Others ignore REMOVE. */
  readonly removal?: { readonly toast: string }
  /** Width over height of the crop frame: AVATAR_EXPORT's square unless said ({@link FREE_ASPECT}: unlocked). */
  readonly aspect?: number
}

/** Context of a photo input. */
export interface PhotoInputContext<Input> {
  /** Whose picture it is, as the machine was started. */
  readonly input: Input
  /** Width over height of the crop frame (the spec's `aspect`): what the dialog locks and the export keeps. */
  readonly aspect: number
  /** The chosen file, while the crop dialog is open. */
  readonly file: FileLike | null
  readonly area: CropArea | null
  /** What went wrong last: INVALID_FILE_FORMAT, FILE_TOO_LARGE, AVATAR_INPUT_CROP_ERROR or the call's catalogue key. */
  readonly error: string | null
}

/** Events of a photo input. */
export type PhotoInputEvent =
  /** A file was picked (the picker accepts image/*). */
  | { readonly type: "CHOOSE"; readonly file: FileLike }
  /** The cropper framed another area. */
  | { readonly type: "CROP"; readonly area: CropArea }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }
  /** Take the picture away: only an input with a `removal` understands it. */
  | { readonly type: "REMOVE" }

const errorToast = (key: string): FormToast => ({ type: "toast", tone: "error", key })

// Built once over erased types (xstate's typings do not follow a generic machine's actors);
// photoInputMachine gives each input its own types back.
type AnyChanged = EventObject
type AnySpec = PhotoInputSpec<unknown, AnyChanged>

function buildPhotoInputMachine(spec: AnySpec) {
  const removal = spec.removal
  return setup({
    types: {
      input: {} as unknown,
      context: {} as PhotoInputContext<unknown>,
      events: {} as PhotoInputEvent,
      emitted: {} as FormToast | AnyChanged | QueriesStale
    },
    actors: {
      exportCrop: fromPromise<Uint8Array, ExportCropInput>(async () => {
        throw new Error(`provide the ${spec.id}'s 'exportCrop' actor`)
      }),
      upload: fromPromise<unknown, CroppedJpeg>(async () => {
        throw new Error(`provide the ${spec.id}'s 'upload' actor`)
      }),
      remove: fromPromise<unknown, unknown>(async () => {
        throw new Error(`provide the ${spec.id}'s 'remove' actor`)
      })
    },
    actions: {
      /** A call changed the picture: the record as saved is announced, with the green toast if there is one. */
      announce: enqueueActions(({ context, enqueue }, params: { readonly saved: unknown; readonly toast: string | undefined }) => {
        enqueue.emit(spec.changed(params.saved))
        if (spec.staleKeys !== undefined) {
          const unread = spec.unreadKeys?.(context.input)
          enqueue.emit({ type: QUERIES_STALE, keys: spec.staleKeys(context.input, params.saved), ...(unread === undefined ? {} : { unread }) })
        }
        if (params.toast !== undefined) enqueue.emit({ type: "toast", tone: "success", key: params.toast })
      }),
      /** A refused or unanswered call: its key recorded, spec 8.1's toast shown. */
      recordFailure: enqueueActions(({ enqueue }, params: { readonly error: unknown }) => {
        const call = readFailedCall(params.error)
        enqueue.assign({ error: call.key })
        if (call.toast !== null) enqueue.emit(call.toast)
      })
    }
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({ input, aspect: spec.aspect ?? AVATAR_EXPORT.aspect, file: null, area: null, error: null }),
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
          ...(removal === undefined ? {} : { REMOVE: { target: "removing" as const, actions: assign({ error: null }) } })
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
          input: ({ context }) => ({ file: context.file as FileLike, area: context.area as CropArea, aspect: context.aspect }),
          onDone: { target: "uploading" },
          onError: { target: "cropping", actions: assign({ error: "AVATAR_INPUT_CROP_ERROR" }) }
        }
      },
      uploading: {
        invoke: {
          id: "upload",
          src: "upload",
          input: ({ context, event }) => ({
            ...(context.input as object),
            image: (event as unknown as { readonly output: Uint8Array }).output,
            type: AVATAR_EXPORT.type
          }),
          onDone: {
            target: "idle",
            actions: [assign({ file: null, area: null }), { type: "announce", params: ({ event }) => ({ saved: event.output, toast: spec.savedToast }) }]
          },
          onError: { target: "cropping", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } }
        }
      },
      ...(removal === undefined
        ? {}
        : {
            removing: {
              invoke: {
                id: "remove",
                src: "remove" as const,
                input: ({ context }: { readonly context: PhotoInputContext<unknown> }) => context.input,
                onDone: {
                  target: "idle",
                  actions: { type: "announce" as const, params: ({ event }: { readonly event: { readonly output: unknown } }) => ({ saved: event.output, toast: removal.toast }) }
                },
                onError: { target: "idle", actions: { type: "recordFailure" as const, params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) } }
              }
            }
          })
    }
  })
}

/** The machine of one photo input: the shared flow with that input's owner, record and announcement. */
export type PhotoInputMachine<Input, Saved, Changed extends EventObject> = RetypedMachine<
  ReturnType<typeof buildPhotoInputMachine>,
  PhotoInputContext<Input>,
  PhotoInputEvent,
  { upload: PromiseActorLogic<Saved, Input & CroppedJpeg>; remove: PromiseActorLogic<Saved, Input> },
  Input,
  OutputFrom<ReturnType<typeof buildPhotoInputMachine>>,
  FormToast | Changed | QueriesStale
>

/**
 * An avatar or photo input (management §2.11 avatar input, §4 Controls, 5 Files and images;
 * spec 2.11 change photo, 5): `idle` —CHOOSE→ the file is checked (an image of jpg, jpeg or png,
 * else INVALID_FILE_FORMAT; at most 5 MB, else FILE_TOO_LARGE; each a red toast, staying `idle`)
 * → `cropping` (the SELECT_SIZE dialog with a square cropper, or the spec's `aspect`) —SAVE, once a frame is chosen→
 * `exporting` (the crop as JPEG 0.9, by the app's canvas) → `uploading` → `idle`, announcing
 * the saved record (`changed`) and the input's `savedToast`. CANCEL closes the dialog with no
 * change. A crop that cannot be produced records AVATAR_INPUT_CROP_ERROR and stops loading; a
 * refused upload shows spec 8.1's toast; both leave the dialog open to try again. An input with
 * a `removal` also goes `idle` —REMOVE→ `removing` → `idle`, announcing the record without its
 * picture and the removal's toast; a failed removal shows its toast.
 *
 * Actor slots: `exportCrop`: `{ file, area, aspect } → Uint8Array` (the web's canvas work);
 * `upload`: `{ ...input, image, type } → Saved`; `remove` (with a `removal`): `input → Saved`.
 */
export function photoInputMachine<Input extends object, Saved, Changed extends EventObject>(
  spec: PhotoInputSpec<Saved, Changed, Input>
): PhotoInputMachine<Input, Saved, Changed> {
  return buildPhotoInputMachine(spec as unknown as AnySpec) as unknown as PhotoInputMachine<Input, Saved, Changed>
}
