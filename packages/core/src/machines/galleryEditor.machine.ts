import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import { TOO_MANY_PHOTOS, type Gallery } from "../api/galleryStaff"
import type { GalleryPhoto } from "../domain/facility"
import { validateImageFile, type FileLike } from "../domain/rules/fileValidation"
import { readFailedCall, type FormToast } from "./formFailure"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { facilityChangeKeys } from "../queries/staleKeys"

/** How much of an upload has been sent, as the browser reports it (XMLHttpRequest `upload.onprogress`). */
export interface UploadProgress {
  readonly loaded: number
  readonly total: number
}

/** A chosen photo on its way to the gallery. */
export interface GalleryUpload {
  /** Tells the uploads apart (two files may have one name). */
  readonly key: string
  readonly file: FileLike
  /** `waiting` for its turn, `uploading` now, or `failed` (RETRY puts it back in line, DROP forgets it). */
  readonly status: "waiting" | "uploading" | "failed"
  /** The part sent, 0 to 1. */
  readonly progress: number
  /** Why it failed: TOO_MANY_PHOTOS, INVALID_FILE_FORMAT, FILE_TOO_LARGE, a catalogue key or CONNECTION_ERROR. */
  readonly error: string | null
}

/** Input of {@link galleryEditorMachine}: the facility, its gallery as read, and how many photos its package allows. */
export interface GalleryEditorInput {
  readonly facilityRef: string
  readonly photos: Gallery
  /** The facility's `gallery_photos` (core's resolveLimit for its status). */
  readonly limit: number
}

/** Context of {@link galleryEditorMachine}. */
export interface GalleryEditorContext {
  readonly facilityRef: string
  readonly limit: number
  /** The photos as shown: in the order being edited. */
  readonly photos: ReadonlyArray<GalleryPhoto>
  /** The photo ids in the order the server keeps. */
  readonly savedOrder: ReadonlyArray<number>
  readonly uploads: ReadonlyArray<GalleryUpload>
  /** The photo whose deletion waits for a confirmation. */
  readonly confirming: number | null
  /** How many files were ever queued: the next upload's key. */
  readonly queued: number
}

/** Input of the `upload` actor: one photo for the facility, and where to report the bytes sent. */
export interface GalleryUploadInput {
  readonly facilityRef: string
  readonly file: FileLike
  readonly onProgress: (progress: UploadProgress) => void
}

/** Input of the `remove` actor. */
export interface GalleryPhotoInput {
  readonly facilityRef: string
  readonly photoId: number
}

/** Input of the `saveOrder` actor: every photo id, first shown first. */
export interface GalleryOrderInput {
  readonly facilityRef: string
  readonly ids: ReadonlyArray<number>
}

/** Events of {@link galleryEditorMachine}. */
export type GalleryEditorEvent =
  /** Files picked (the picker takes several). */
  | { readonly type: "CHOOSE"; readonly files: ReadonlyArray<FileLike> }
  | { readonly type: "RETRY"; readonly key: string }
  | { readonly type: "DROP"; readonly key: string }
  /** Delete a photo: asks for a confirmation first. */
  | { readonly type: "DELETE"; readonly id: number }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }
  /** A photo dragged (or moved by keyboard) to position `to` (0 = first). */
  | { readonly type: "MOVE"; readonly id: number; readonly to: number }
  | { readonly type: "SAVE_ORDER" }
  /** From the upload's `onProgress`. */
  | { readonly type: "UPLOAD_PROGRESS"; readonly key: string; readonly progress: UploadProgress }

/** Emitted by {@link galleryEditorMachine}: toasts, and the gallery each time the server answers it. */
export type GalleryEditorEmitted = FormToast | { readonly type: "galleryChanged"; readonly photos: Gallery } | QueriesStale

const toast = (tone: FormToast["tone"], key: string, values?: Readonly<Record<string, string>>): FormToast =>
  values === undefined ? { type: "toast", tone, key } : { type: "toast", tone, key, values }

/**
 * The gallery as the server answered it, in the order shown: photos still there keep their place
 * (a reorder not yet saved survives an upload), new ones come last in the server's order.
 */
export function mergeGallery(shown: ReadonlyArray<GalleryPhoto>, answer: Gallery): ReadonlyArray<GalleryPhoto> {
  const byId = new Map(answer.map((photo) => [photo.id, photo]))
  const kept = shown.flatMap((photo) => {
    const fresh = byId.get(photo.id)
    return fresh === undefined ? [] : [fresh]
  })
  const shownIds = new Set(shown.map((photo) => photo.id))
  return [...kept, ...answer.filter((photo) => !shownIds.has(photo.id))]
}

/** The photos with one moved to position `to` (clamped to the gallery); the same list when it is not there. */
export function movePhoto(photos: ReadonlyArray<GalleryPhoto>, id: number, to: number): ReadonlyArray<GalleryPhoto> {
  const from = photos.findIndex((photo) => photo.id === id)
  if (from === -1) return photos
  const rest = photos.filter((photo) => photo.id !== id)
  const at = Math.max(0, Math.min(rest.length, Math.trunc(to)))
  return [...rest.slice(0, at), photos[from]!, ...rest.slice(at)]
}

/** Whether the order shown differs from the one the server keeps: something to save. */
export function galleryOrderChanged(context: Pick<GalleryEditorContext, "photos" | "savedOrder">): boolean {
  return context.photos.length !== context.savedOrder.length || context.photos.some((photo, i) => photo.id !== context.savedOrder[i])
}

/** Photos the gallery holds or will hold: those saved and those chosen but not dropped. */
const counted = (context: GalleryEditorContext) => context.photos.length + context.uploads.length

/** What a choice of files does: the reasons the invalid ones are refused, and the valid ones. */
function sortChoice(files: ReadonlyArray<FileLike>) {
  const refused = files.flatMap((file) => {
    const problem = validateImageFile(file)
    return problem === null ? [] : [{ file, problem }]
  })
  return { refused, valid: files.filter((file) => validateImageFile(file) === null) }
}

const answered = (context: GalleryEditorContext, photos: Gallery) => ({
  photos: mergeGallery(context.photos, photos),
  savedOrder: photos.map((photo) => photo.id)
})

const withUpload = (context: GalleryEditorContext, key: string, change: (upload: GalleryUpload) => GalleryUpload) =>
  context.uploads.map((upload) => (upload.key === key ? change(upload) : upload))

const current = (context: GalleryEditorContext) => context.uploads.find((upload) => upload.status === "uploading")

/**
 * The gallery tab (management 2.4 Gallery, 5, 8, 9). Choosing files checks each one (an image of
 * jpg, jpeg, png or gif, else INVALID_FILE_FORMAT; at most 5 MB, else FILE_TOO_LARGE: a red
 * toast naming the file, which is left out); when the photos held and those chosen would be more
 * than the package allows, nothing is queued and 'Too many photos selected' (TOO_MANY_PHOTOS)
 * shows before anything is sent. The rest upload one at a time, each with its progress; a
 * finished one joins the gallery with "photo '{fileName}' added" (PHOTO_ADDED); a failed one
 * stays listed with its reason (the server's TOO_MANY_PHOTOS when the gallery filled up
 * meanwhile) to RETRY or DROP. Deleting a photo asks to CONFIRM first ('photo deleted',
 * PHOTO_DELETED). MOVE reorders the photos as shown; SAVE_ORDER sends the order ('photo order
 * updated', PHOTO_ORDER_UPDATED), or says NO_CHANGES_TO_SAVE. A failed call shows spec 8.1's
 * toast. Each answer of the server is emitted as `galleryChanged`, for the app's cache.
 *
 * States: `idle` (uploads the next waiting file at once), `uploading`, `confirmingDelete`,
 * `deleting`, `savingOrder`. Files may be chosen, retried and dropped in any of them; photos move
 * while idle or uploading; deleting and saving the order wait for the uploads to finish.
 *
 * Actor slots (galleryActors): `upload`: `{ facilityRef, file, onProgress } → Gallery`;
 * `remove`: `{ facilityRef, photoId } → Gallery`; `saveOrder`: `{ facilityRef, ids } → Gallery`.
 */
export const galleryEditorMachine = setup({
  types: {
    input: {} as GalleryEditorInput,
    context: {} as GalleryEditorContext,
    events: {} as GalleryEditorEvent,
    emitted: {} as GalleryEditorEmitted
  },
  actors: {
    upload: fromPromise<Gallery, GalleryUploadInput>(async () => {
      throw new Error("provide the gallery editor's 'upload' actor")
    }),
    remove: fromPromise<Gallery, GalleryPhotoInput>(async () => {
      throw new Error("provide the gallery editor's 'remove' actor")
    }),
    saveOrder: fromPromise<Gallery, GalleryOrderInput>(async () => {
      throw new Error("provide the gallery editor's 'saveOrder' actor")
    })
  },
  guards: {
    hasWaiting: ({ context }) => context.uploads.some((upload) => upload.status === "waiting"),
    orderChanged: ({ context }) => galleryOrderChanged(context)
  },
  actions: {
    choose: enqueueActions(({ context, enqueue }, files: ReadonlyArray<FileLike>) => {
      const { refused, valid } = sortChoice(files)
      for (const { file, problem } of refused) enqueue.emit(toast("error", problem, { fileName: file.name }))
      if (valid.length === 0) return
      if (counted(context) + valid.length > context.limit) {
        enqueue.emit(toast("error", TOO_MANY_PHOTOS))
        return
      }
      const added = valid.map((file, i): GalleryUpload => ({ key: String(context.queued + i + 1), file, status: "waiting", progress: 0, error: null }))
      enqueue.assign({ uploads: [...context.uploads, ...added], queued: context.queued + valid.length })
    }),
    retry: assign({
      uploads: ({ context }, key: string) =>
        withUpload(context, key, (upload) => (upload.status === "failed" ? { ...upload, status: "waiting", progress: 0, error: null } : upload))
    }),
    drop: assign({
      uploads: ({ context }, key: string) => context.uploads.filter((upload) => upload.key !== key || upload.status === "uploading")
    }),
    move: assign({ photos: ({ context }, params: { id: number; to: number }) => movePhoto(context.photos, params.id, params.to) }),
    /** Spec 8.1's toast for the call that failed (taken on an actor's error event). */
    showFailure: enqueueActions(({ event, enqueue }) => {
      const call = readFailedCall((event as unknown as { readonly error: unknown }).error)
      if (call.toast !== null) enqueue.emit(call.toast)
    }),
    /** The server answered the gallery after a change: shown, announced, and the change's toast. */
    settle: enqueueActions(({ context, enqueue }, params: { photos: Gallery; toast: string; values?: Readonly<Record<string, string>> }) => {
      enqueue.assign(answered(context, params.photos))
      enqueue.emit(toast("success", params.toast, params.values))
      enqueue.emit({ type: "galleryChanged", photos: params.photos })
      // The profile shows the gallery (the editors' copy is the answer itself: galleryChanged).
      enqueue.emit({ type: QUERIES_STALE, keys: facilityChangeKeys(context.facilityRef) })
    })
  }
}).createMachine({
  id: "galleryEditor",
  context: ({ input }) => ({
    facilityRef: input.facilityRef,
    limit: input.limit,
    photos: input.photos,
    savedOrder: input.photos.map((photo) => photo.id),
    uploads: [],
    confirming: null,
    queued: 0
  }),
  initial: "idle",
  on: {
    CHOOSE: { actions: { type: "choose", params: ({ event }) => event.files } },
    RETRY: { actions: { type: "retry", params: ({ event }) => event.key } },
    DROP: { actions: { type: "drop", params: ({ event }) => event.key } }
  },
  states: {
    idle: {
      // No deletion waits for a confirmation here (the last one is over, or was cancelled).
      entry: assign({ confirming: null }),
      always: { guard: "hasWaiting", target: "uploading" },
      on: {
        MOVE: { actions: { type: "move", params: ({ event }) => event } },
        DELETE: {
          guard: ({ context, event }) => context.photos.some((photo) => photo.id === event.id),
          target: "confirmingDelete",
          actions: assign({ confirming: ({ event }) => event.id })
        },
        SAVE_ORDER: [{ guard: "orderChanged", target: "savingOrder" }, { actions: emit(toast("error", "NO_CHANGES_TO_SAVE")) }]
      }
    },
    uploading: {
      entry: assign(({ context }) => {
        const next = context.uploads.find((upload) => upload.status === "waiting")!
        return { uploads: withUpload(context, next.key, (upload) => ({ ...upload, status: "uploading", progress: 0 })) }
      }),
      on: {
        MOVE: { actions: { type: "move", params: ({ event }) => event } },
        UPLOAD_PROGRESS: {
          actions: assign({
            uploads: ({ context, event }) =>
              withUpload(context, event.key, (upload) => ({
                ...upload,
                progress: event.progress.total > 0 ? Math.min(1, Math.max(0, event.progress.loaded / event.progress.total)) : 0
              }))
          })
        }
      },
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ context, self }) => {
          const { key, file } = current(context)!
          return {
            facilityRef: context.facilityRef,
            file,
            onProgress: (progress: UploadProgress) => self.send({ type: "UPLOAD_PROGRESS", key, progress })
          }
        },
        onDone: {
          target: "idle",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const done = current(context)!
            enqueue.assign({ uploads: context.uploads.filter((upload) => upload.key !== done.key) })
            enqueue({ type: "settle", params: { photos: event.output, toast: "PHOTO_ADDED", values: { fileName: done.file.name } } })
          })
        },
        onError: {
          target: "idle",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const failed = current(context)!
            const call = readFailedCall(event.error)
            const reason = call.fieldMessages.file ?? call.key
            enqueue.assign({ uploads: withUpload(context, failed.key, (upload) => ({ ...upload, status: "failed", error: reason })) })
            // What the server says of the file (not an image, 'Too many photos selected' when the
            // gallery filled up meanwhile) is said of the file, as a choice is.
            const fileMessage = call.fieldMessages.file
            if (fileMessage !== undefined) enqueue.emit(toast("error", fileMessage, { fileName: failed.file.name }))
            else enqueue("showFailure")
          })
        }
      }
    },
    confirmingDelete: {
      on: {
        CONFIRM: { target: "deleting" },
        CANCEL: { target: "idle" }
      }
    },
    deleting: {
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => ({ facilityRef: context.facilityRef, photoId: context.confirming! }),
        onDone: {
          target: "idle",
          actions: { type: "settle", params: ({ event }) => ({ photos: event.output, toast: "PHOTO_DELETED" }) }
        },
        onError: [
          {
            // Deleted meanwhile (another tab, another editor): it is gone all the same.
            guard: ({ event }) => readFailedCall(event.error).status === 404,
            target: "idle",
            actions: assign(({ context }) => ({
              photos: context.photos.filter((photo) => photo.id !== context.confirming),
              savedOrder: context.savedOrder.filter((id) => id !== context.confirming)
            }))
          },
          { target: "idle", actions: "showFailure" }
        ]
      }
    },
    savingOrder: {
      invoke: {
        id: "saveOrder",
        src: "saveOrder",
        input: ({ context }) => ({ facilityRef: context.facilityRef, ids: context.photos.map((photo) => photo.id) }),
        onDone: {
          target: "idle",
          actions: { type: "settle", params: ({ event }) => ({ photos: event.output, toast: "PHOTO_ORDER_UPDATED" }) }
        },
        onError: { target: "idle", actions: "showFailure" }
      }
    }
  }
})
