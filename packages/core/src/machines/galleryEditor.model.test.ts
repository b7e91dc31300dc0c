import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { Gallery } from "../api/galleryStaff"
import type { GalleryPhoto } from "../domain/facility"
import { ConnectionError } from "../client/connectionError"
import {
  galleryEditorMachine,
  type GalleryEditorEmitted,
  type GalleryOrderInput,
  type GalleryPhotoInput,
  type GalleryUploadInput
} from "./galleryEditor.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The gallery tab as management 2.4, 5, 8 and 9 and issue 9 describe it, for a basic facility
 * (at most 3 photos) that has one. Files are checked as they are chosen: one that is not an
 * image is refused ('invalid format'), one over 5 MB too ('file too large'), each named in its
 * toast and left out. Choosing more than the package allows, counting the photos held and
 * those on their way, says 'Too many photos selected' and sends nothing. The rest go one at a
 * time, each showing its progress; a photo sent joins the end of the gallery ("photo
 * '{fileName}' added"); one the server refuses — the gallery filled up, not an image — or that
 * got no answer stays listed with its reason, to retry or drop. A deletion asks for a
 * confirmation ('photo deleted'); one already deleted elsewhere just goes. Photos are dragged
 * into a new order; saving it says 'photo order updated', or 'no changes to save'; an unsaved
 * order survives an upload. A failed call shows its toast. Deleting and saving the order wait
 * for the uploads.
 */
type Status = "waiting" | "uploading" | "failed"
interface Upload {
  readonly name: string
  readonly status: Status
  readonly progress: number
  readonly error: string | null
}
interface Context {
  /** The photos as shown. */
  readonly photos: ReadonlyArray<number>
  /** The order the server keeps. */
  readonly saved: ReadonlyArray<number>
  readonly uploads: ReadonlyArray<Upload>
  readonly confirming: number | null
  /** Each toast as `KEY` or `KEY:fileName`. */
  readonly toasts: ReadonlyArray<string>
  /** The galleries the server answered, each as its ids. */
  readonly answers: ReadonlyArray<ReadonlyArray<number>>
  /** Photos the server made: the next one gets id 101 + this. */
  readonly created: number
}

const LIMIT = 3
const FIRST_PHOTO = 11

const choices: Record<string, ReadonlyArray<{ readonly name: string; readonly size: number; readonly type: string }>> = {
  CHOOSE_PDF: [{ name: "cv.pdf", size: 1000, type: "application/pdf" }],
  CHOOSE_HUGE: [{ name: "duze.jpg", size: 5 * 1024 * 1024 + 1, type: "image/jpeg" }],
  CHOOSE_ONE: [{ name: "ogrod.jpg", size: 200_000, type: "image/jpeg" }],
  CHOOSE_TWO: [
    { name: "sala.png", size: 300_000, type: "image/png" },
    { name: "plac.gif", size: 100_000, type: "image/gif" }
  ]
}

const toastOf = (key: string, name?: string) => (name === undefined ? key : `${key}:${name}`)
const withToast = (context: Context, key: string, name?: string) => [...context.toasts, toastOf(key, name)]
const hasWaiting = ({ context }: { readonly context: Context }) => context.uploads.some((upload) => upload.status === "waiting")
const current = (context: Context) => context.uploads.find((upload) => upload.status === "uploading")!

/** What a choice shows: each refused file's toast, then 'too many' or the files queued. */
const choose = (files: ReadonlyArray<{ readonly name: string; readonly size: number; readonly type: string }>) =>
  assignModel<Context>(({ context }) => {
    const refused = files.filter((file) => !/\.(jpe?g|png|gif)$/.test(file.name) || file.size > 5 * 1024 * 1024)
    const toasts = refused.map((file) => toastOf(file.size > 5 * 1024 * 1024 ? "FILE_TOO_LARGE" : "INVALID_FILE_FORMAT", file.name))
    const valid = files.filter((file) => !refused.includes(file))
    if (valid.length > 0 && context.photos.length + context.uploads.length + valid.length > LIMIT) {
      return { toasts: [...context.toasts, ...toasts, "TOO_MANY_PHOTOS"] }
    }
    const queued = valid.map((file): Upload => ({ name: file.name, status: "waiting", progress: 0, error: null }))
    return { toasts: [...context.toasts, ...toasts], uploads: [...context.uploads, ...queued] }
  })
/** The first file waiting starts to upload. */
const startNext = assignModel<Context>(({ context }) => {
  const next = context.uploads.findIndex((upload) => upload.status === "waiting")
  return { uploads: context.uploads.map((upload, i) => (i === next ? { ...upload, status: "uploading" as const, progress: 0 } : upload)) }
})
/** After a call: the next file waiting uploads, else the tab is idle. */
const then = [{ guard: hasWaiting, target: "uploading", actions: startNext }, { target: "idle" }]
const fail = (error: string, toast: "file" | "plain") =>
  assignModel<Context>(({ context }) => ({
    uploads: context.uploads.map((upload) => (upload.status === "uploading" ? { ...upload, status: "failed" as const, error } : upload)),
    toasts: withToast(context, error, toast === "file" ? current(context).name : undefined)
  }))
const firstFailed = (context: Context) => context.uploads.findIndex((upload) => upload.status === "failed")
const answered = (context: Context, saved: ReadonlyArray<number>) => ({ saved, answers: [...context.answers, saved] })
const moveLastFirst = assignModel<Context>(({ context }) => ({ photos: [...context.photos.slice(-1), ...context.photos.slice(0, -1)] }))
const changed = ({ context }: { readonly context: Context }) => context.photos.join() !== context.saved.join()

const model = createMachine({
  types: {} as { context: Context },
  id: "gallery",
  context: { photos: [FIRST_PHOTO], saved: [FIRST_PHOTO], uploads: [], confirming: null, toasts: [], answers: [], created: 0 },
  initial: "idle",
  // Files are chosen, retried and dropped whatever else is going on.
  on: {
    CHOOSE_PDF: { actions: choose(choices.CHOOSE_PDF!) },
    CHOOSE_HUGE: { actions: choose(choices.CHOOSE_HUGE!) },
    CHOOSE_ONE: { actions: choose(choices.CHOOSE_ONE!) },
    CHOOSE_TWO: { actions: choose(choices.CHOOSE_TWO!) },
    RETRY: {
      guard: ({ context }) => firstFailed(context) !== -1,
      actions: assignModel<Context>(({ context }) => ({
        uploads: context.uploads.map((upload, i) => (i === firstFailed(context) ? { ...upload, status: "waiting" as const, progress: 0, error: null } : upload))
      }))
    },
    DROP: {
      guard: ({ context }) => firstFailed(context) !== -1,
      actions: assignModel<Context>(({ context }) => ({ uploads: context.uploads.filter((_, i) => i !== firstFailed(context)) }))
    }
  },
  states: {
    idle: {
      always: { guard: hasWaiting, target: "uploading", actions: startNext },
      on: {
        MOVE: { actions: moveLastFirst },
        DELETE: {
          guard: ({ context }) => context.photos.length > 0,
          target: "confirmingDelete",
          actions: assignModel<Context>(({ context }) => ({ confirming: context.photos[0]! }))
        },
        SAVE_ORDER: [
          { guard: changed, target: "savingOrder" },
          { actions: assignModel<Context>(({ context }) => ({ toasts: withToast(context, "NO_CHANGES_TO_SAVE") })) }
        ]
      }
    },
    uploading: {
      on: {
        MOVE: { actions: moveLastFirst },
        PROGRESS: {
          actions: assignModel<Context>(({ context }) => ({
            uploads: context.uploads.map((upload) => (upload.status === "uploading" ? { ...upload, progress: 0.5 } : upload))
          }))
        },
        UPLOADED: {
          target: "settling",
          actions: assignModel<Context>(({ context }) => {
            const id = 101 + context.created
            return {
              created: context.created + 1,
              photos: [...context.photos, id],
              ...answered(context, [...context.saved, id]),
              uploads: context.uploads.filter((upload) => upload.status !== "uploading"),
              toasts: withToast(context, "PHOTO_ADDED", current(context).name)
            }
          })
        },
        UPLOAD_FULL: { target: "settling", actions: fail("TOO_MANY_PHOTOS", "file") },
        UPLOAD_REFUSED: { target: "settling", actions: fail("INVALID_FILE_FORMAT", "file") },
        UPLOAD_LOST: { target: "settling", actions: fail("CONNECTION_ERROR", "plain") }
      }
    },
    confirmingDelete: {
      on: {
        CONFIRM: "deleting",
        CANCEL: { target: "settling", actions: assignModel<Context>({ confirming: null }) }
      }
    },
    deleting: {
      on: {
        DELETED: {
          target: "settling",
          actions: assignModel<Context>(({ context }) => ({
            photos: context.photos.filter((id) => id !== context.confirming),
            ...answered(context, context.saved.filter((id) => id !== context.confirming)),
            toasts: withToast(context, "PHOTO_DELETED"),
            confirming: null
          }))
        },
        ALREADY_GONE: {
          target: "settling",
          actions: assignModel<Context>(({ context }) => ({
            photos: context.photos.filter((id) => id !== context.confirming),
            saved: context.saved.filter((id) => id !== context.confirming),
            confirming: null
          }))
        },
        DELETE_LOST: {
          target: "settling",
          actions: assignModel<Context>(({ context }) => ({ toasts: withToast(context, "CONNECTION_ERROR"), confirming: null }))
        }
      }
    },
    savingOrder: {
      on: {
        ORDER_SAVED: {
          target: "settling",
          actions: assignModel<Context>(({ context }) => ({ ...answered(context, context.photos), toasts: withToast(context, "PHOTO_ORDER_UPDATED") }))
        },
        ORDER_STALE: { target: "settling", actions: assignModel<Context>(({ context }) => ({ toasts: withToast(context, "ERROR_CONFLICT") })) }
      }
    },
    /** A call is over: on to the next file waiting, or idle. */
    settling: { always: then }
  }
})

const events = [
  ...Object.keys(choices),
  "RETRY",
  "DROP",
  "MOVE",
  "DELETE",
  "CONFIRM",
  "CANCEL",
  "SAVE_ORDER",
  "PROGRESS",
  "UPLOADED",
  "UPLOAD_FULL",
  "UPLOAD_REFUSED",
  "UPLOAD_LOST",
  "DELETED",
  "ALREADY_GONE",
  "DELETE_LOST",
  "ORDER_SAVED",
  "ORDER_STALE"
].map((type) => ({ type }))

const photo = (id: number, order: number): GalleryPhoto => ({ id, url: `/files/gallery/${id}.jpg`, thumb_url: `/files/gallery/thumbs/${id}.jpg`, order })
const galleryOf = (ids: ReadonlyArray<number>): Gallery => ids.map((id, order) => photo(id, order))

/** The editor, with a server whose gallery follows what it answers. */
function start() {
  const upload = controllablePromise<Gallery, GalleryUploadInput>()
  const remove = controllablePromise<Gallery, GalleryPhotoInput>()
  const saveOrder = controllablePromise<Gallery, GalleryOrderInput>()
  const actor = createActor(galleryEditorMachine.provide({ actors: { upload: upload.logic, remove: remove.logic, saveOrder: saveOrder.logic } }), {
    input: { facilityRef: "przedszkole-7", photos: galleryOf([FIRST_PHOTO]), limit: LIMIT }
  })
  const emitted: GalleryEditorEmitted[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, upload, remove, saveOrder, emitted, server: { ids: [FIRST_PHOTO] as ReadonlyArray<number>, created: 0 } }
}
type System = ReturnType<typeof start>

async function perform(system: System, { type }: EventObject) {
  const { actor, upload, remove, saveOrder, server } = system
  const snapshot = actor.getSnapshot()
  const shown = snapshot.context.photos
  const failedKey = () => snapshot.context.uploads.find((item) => item.status === "failed")!.key
  const files = choices[type]
  if (files !== undefined) actor.send({ type: "CHOOSE", files })
  else if (type === "RETRY" || type === "DROP") actor.send({ type, key: failedKey() })
  else if (type === "MOVE") actor.send({ type: "MOVE", id: shown.at(-1)?.id ?? 0, to: 0 })
  else if (type === "DELETE") actor.send({ type: "DELETE", id: shown[0]!.id })
  else if (type === "CONFIRM" || type === "CANCEL" || type === "SAVE_ORDER") actor.send({ type })
  else if (type === "PROGRESS") upload.latest().input.onProgress({ loaded: 512, total: 1024 })
  else if (type === "UPLOADED") {
    server.created += 1
    server.ids = [...server.ids, 100 + server.created]
    await upload.latest().resolve(galleryOf(server.ids))
  } else if (type === "UPLOAD_FULL") await upload.latest().reject(apiError("ERROR_ACTION_LIMIT_MET", { file: ["TOO_MANY_PHOTOS"] }))
  else if (type === "UPLOAD_REFUSED") await upload.latest().reject(apiError("ERROR_BAD_REQUEST", { file: ["INVALID_FILE_FORMAT"] }))
  else if (type === "UPLOAD_LOST") await upload.latest().reject(new ConnectionError({ cause: null }))
  else if (type === "DELETED") {
    server.ids = server.ids.filter((id) => id !== remove.latest().input.photoId)
    await remove.latest().resolve(galleryOf(server.ids))
  } else if (type === "ALREADY_GONE") {
    server.ids = server.ids.filter((id) => id !== remove.latest().input.photoId)
    await remove.latest().reject(apiError("ERROR_NOT_FOUND"))
  } else if (type === "DELETE_LOST") await remove.latest().reject(new ConnectionError({ cause: null }))
  else if (type === "ORDER_SAVED") {
    server.ids = saveOrder.latest().input.ids
    await saveOrder.latest().resolve(galleryOf(server.ids))
  } else await saveOrder.latest().reject(apiError("ERROR_CONFLICT"))
}

const observe = ({ actor, upload, remove, saveOrder, emitted }: System) => {
  const { value, context } = actor.getSnapshot()
  return {
    state: value,
    photos: context.photos.map((shown) => shown.id),
    thumbs: context.photos.every((shown) => shown.thumb_url === `/files/gallery/thumbs/${shown.id}.jpg`),
    uploads: context.uploads.map(({ file, status, progress, error }) => ({ name: file.name, status, progress, error })),
    confirming: context.confirming,
    toasts: emitted.flatMap((event) => (event.type === "toast" ? [toastOf(event.key, event.values?.fileName)] : [])),
    answers: emitted.flatMap((event) => (event.type === "galleryChanged" ? [event.photos.map((shown) => shown.id)] : [])),
    calling:
      value === "uploading"
        ? { facilityRef: upload.latest().input.facilityRef, file: upload.latest().input.file.name }
        : value === "deleting"
        ? remove.latest().input
        : value === "savingOrder"
        ? saveOrder.latest().input
        : null
  }
}

const expected = ({ value, context }: { readonly value: unknown; readonly context: Context }) => ({
  state: value,
  photos: context.photos,
  thumbs: true,
  uploads: context.uploads,
  confirming: context.confirming,
  toasts: context.toasts,
  answers: context.answers,
  calling:
    value === "uploading"
      ? { facilityRef: "przedszkole-7", file: current(context).name }
      : value === "deleting"
      ? { facilityRef: "przedszkole-7", photoId: context.confirming }
      : value === "savingOrder"
      ? { facilityRef: "przedszkole-7", ids: context.photos }
      : null
})

describe("galleryEditorMachine — model-based (management 2.4, 5, 8, 9; issue 9)", () => {
  replayModelPaths(model, events, {
    start,
    perform,
    observe,
    expected,
    stop: ({ actor }) => actor.stop(),
    // Where the tab can go depends on how many photos there are, whether their order is saved
    // and the uploads' states — not on the toasts shown or the ids the server gave.
    vertex: ({ photos, saved, uploads, confirming }) => ({
      photos: photos.length,
      changed: photos.join() !== saved.join(),
      uploads: uploads.map((upload) => upload.status),
      confirming: confirming !== null
    })
  })
})
