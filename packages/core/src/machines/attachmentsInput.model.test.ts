import { describe, expect, it } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { PublicationAttachment } from "../domain/publication"
import type { FileLike } from "../domain/rules/fileValidation"
import { attachmentsInputMachine, type AttachmentUploadRequest } from "./attachmentsInput.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The attachments input of a news item, as management 2.11, 3 and 5 describe it: ADD_ATTACHMENT
 * picks several files; a file over 5 MB is refused ('file too large', naming it); an item carries
 * at most 10 files — a choice that would make more is refused whole; the others are uploaded one
 * after another and join the grid; a refused upload is said and dropped; clicking a file
 * removes it.
 */
interface Context {
  readonly files: ReadonlyArray<string>
  readonly queue: ReadonlyArray<string>
  readonly toasts: ReadonlyArray<string>
}

const stored = (name: string): PublicationAttachment => ({ name, url: `/files/news/42/${name}`, type: "pdf", size: 1000 })
const start = Array.from({ length: 8 }, (_, i) => `plik-${i + 1}.pdf`)
const chosen: Record<string, ReadonlyArray<FileLike>> = {
  CHOOSE_TWO: [
    { name: "jadlospis.pdf", size: 2000, type: "application/pdf" },
    { name: "zdjecie.jpg", size: 3000, type: "image/jpeg" }
  ],
  CHOOSE_TOO_BIG: [{ name: "film.mp4", size: 6 * 1024 * 1024, type: "video/mp4" }]
}

const model = createMachine({
  types: {} as { context: Context },
  id: "attachments",
  context: { files: start, queue: [], toasts: [] },
  initial: "idle",
  on: {
    // The same two files are chosen again only while they wait: the paths stay finite.
    CHOOSE_TWO: [
      {
        guard: ({ context }) => !context.files.includes("jadlospis.pdf") && context.files.length + context.queue.length + 2 > 10,
        actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, "TOO_MANY_ITEMS"] }))
      },
      {
        guard: ({ context }) => !context.files.includes("jadlospis.pdf"),
        target: ".uploading",
        actions: assignModel<Context>(({ context }) => ({ queue: [...context.queue, "jadlospis.pdf", "zdjecie.jpg"] }))
      }
    ],
    CHOOSE_TOO_BIG: { actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, "FILE_TOO_LARGE"] })) },
    // The files added are removed (the eight there before are alike).
    REMOVE_LAST: { guard: ({ context }) => context.files.length > start.length, actions: assignModel<Context>(({ context }) => ({ files: context.files.slice(0, -1) })) }
  },
  states: {
    idle: {},
    uploading: {
      on: {
        UPLOADED: [
          {
            guard: ({ context }) => context.queue.length > 1,
            target: "uploading",
            reenter: true,
            actions: assignModel<Context>(({ context }) => ({ files: [...context.files, context.queue[0]!], queue: context.queue.slice(1) }))
          },
          { target: "idle", actions: assignModel<Context>(({ context }) => ({ files: [...context.files, context.queue[0]!], queue: [] })) }
        ],
        REFUSED: [
          {
            guard: ({ context }) => context.queue.length > 1,
            target: "uploading",
            reenter: true,
            actions: assignModel<Context>(({ context }) => ({ queue: context.queue.slice(1), toasts: [...context.toasts, "ERROR_PREMIUM_REQUIRED"] }))
          },
          { target: "idle", actions: assignModel<Context>(({ context }) => ({ queue: [], toasts: [...context.toasts, "ERROR_PREMIUM_REQUIRED"] })) }
        ]
      }
    }
  }
})

const events = ["CHOOSE_TWO", "CHOOSE_TOO_BIG", "REMOVE_LAST", "UPLOADED", "REFUSED"].map((type) => ({ type }))

function startInput() {
  const upload = controllablePromise<PublicationAttachment, AttachmentUploadRequest>()
  const actor = createActor(attachmentsInputMachine.provide({ actors: { upload: upload.logic } }), { input: { facilityRef: "42", files: start.map(stored) } })
  const toasts: string[] = []
  const changes: Array<ReadonlyArray<string>> = []
  actor.on("toast", (toast) => toasts.push(toast.key))
  actor.on("changed", (event) => changes.push(event.files.map((file) => file.name)))
  actor.start()
  return { actor, upload, toasts, changes }
}
type System = ReturnType<typeof startInput>

async function perform({ actor, upload }: System, { type }: EventObject) {
  const files = chosen[type]
  if (files !== undefined) actor.send({ type: "CHOOSE", files })
  else if (type === "REMOVE_LAST") actor.send({ type: "REMOVE", url: actor.getSnapshot().context.files.at(-1)!.url })
  else {
    const call = upload.latest()
    if (type === "UPLOADED") await call.resolve(stored(call.input.file.name))
    else await call.reject(apiError("ERROR_PREMIUM_REQUIRED"))
    await waitFor(actor, (snapshot) => snapshot.matches("idle") || upload.calls.length > 0 && !upload.latest().settled)
  }
}

describe("attachmentsInputMachine — model-based (management 2.11, 3, 5)", () => {
  replayModelPaths(model, events, {
    start: startInput,
    perform,
    observe: ({ actor, upload, toasts, changes }) => {
      const { value, context } = actor.getSnapshot()
      return {
        state: value,
        files: context.files.map((file) => file.name),
        queue: context.queue.map((file) => file.name),
        uploading: value === "uploading" ? upload.latest().input.file.name : null,
        toasts: [...toasts],
        // Every change of the list is announced, as it is after it.
        announced: changes.at(-1) ?? start
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      files: context.files,
      queue: context.queue,
      uploading: value === "uploading" ? context.queue[0] : null,
      toasts: context.toasts,
      announced: context.files
    }),
    vertex: ({ files, queue }) => ({ files, queue }),
    stop: ({ actor }) => actor.stop()
  })
})

describe("attachmentsInputMachine — a material's own limit (issue 19: a material carries 20 files)", () => {
  const withMaterialFiles = (count: number) => {
    const upload = controllablePromise<PublicationAttachment, AttachmentUploadRequest>()
    const files = Array.from({ length: count }, (_, i) => stored(`karta-${i + 1}.pdf`))
    const actor = createActor(attachmentsInputMachine.provide({ actors: { upload: upload.logic } }), { input: { files, max: 20 } })
    const toasts: string[] = []
    actor.on("toast", (toast) => toasts.push(toast.key))
    actor.start()
    actor.send({ type: "CHOOSE", files: chosen.CHOOSE_TWO! })
    return { actor, upload, toasts }
  }

  it("takes two more files beside 18, past a news item's 10, and uploads them for no facility", () => {
    const { actor, upload, toasts } = withMaterialFiles(18)
    expect(toasts).toEqual([])
    expect(actor.getSnapshot().context.queue.map((file) => file.name)).toEqual(["jadlospis.pdf", "zdjecie.jpg"])
    expect(upload.latest().input.facilityRef).toBeUndefined()
  })

  it("refuses two more beside 19", () => {
    const { actor, toasts } = withMaterialFiles(19)
    expect(toasts).toEqual(["TOO_MANY_ITEMS"])
    expect(actor.getSnapshot().context.queue).toEqual([])
  })
})
