import { enqueueActions, fromPromise, setup } from "xstate"
import { PUBLICATION_ATTACHMENTS_MAX, type PublicationAttachment } from "../domain/publication"
import { validateFileSize, type FileLike } from "../domain/rules/fileValidation"
import { readFailedCall, type FormToast } from "./formFailure"

/**
 * Input of {@link attachmentsInputMachine}: where the files go (the facility whose news they are
 * for; none for the CMS's materials), those already attached, and how many may be attached in
 * all (a news item's PUBLICATION_ATTACHMENTS_MAX unless told).
 */
export interface AttachmentsInputInput {
  readonly facilityRef?: string
  readonly files: ReadonlyArray<PublicationAttachment>
  readonly max?: number
}

/** Context of {@link attachmentsInputMachine}. */
export interface AttachmentsInputContext {
  readonly facilityRef: string | undefined
  readonly max: number
  /** The files attached, in the order shown. */
  readonly files: ReadonlyArray<PublicationAttachment>
  /** Files chosen and waiting for their turn; the first is the one uploading. */
  readonly queue: ReadonlyArray<FileLike>
}

/** Input of the `upload` actor. */
export interface AttachmentUploadRequest {
  readonly facilityRef: string | undefined
  readonly file: FileLike
}

/** Events of {@link attachmentsInputMachine}. */
export type AttachmentsInputEvent =
  /** ADD_ATTACHMENT's multi-file picker chose these. */
  | { readonly type: "CHOOSE"; readonly files: ReadonlyArray<FileLike> }
  /** An item was clicked: it is removed (management 2.11). */
  | { readonly type: "REMOVE"; readonly url: string }

/** Emitted: toasts, and the attached files after each change, for the form that holds them. */
export type AttachmentsInputEmitted = FormToast | { readonly type: "changed"; readonly files: ReadonlyArray<PublicationAttachment> }

const errorToast = (key: string, fileName?: string): FormToast =>
  fileName === undefined ? { type: "toast", tone: "error", key } : { type: "toast", tone: "error", key, values: { fileName } }

/**
 * The attachments input (management 2.11, 3, 5): ADD_ATTACHMENT picks several files; each over
 * 5 MB is refused with FILE_TOO_LARGE naming it; more files than an item carries (`max`,
 * PUBLICATION_ATTACHMENTS_MAX for news) with TOO_MANY_ITEMS, nothing queued. The rest upload one at a
 * time and join the list as the server classified them (image, movie, pdf, excel, word, file);
 * a failed upload is dropped with spec 8.1's toast. Clicking an item removes it. Each change is
 * emitted as `changed`.
 *
 * States: `idle`, `uploading`. Actor slot `upload`: `{ facilityRef, file } → PublicationAttachment`.
 */
export const attachmentsInputMachine = setup({
  types: {
    input: {} as AttachmentsInputInput,
    context: {} as AttachmentsInputContext,
    events: {} as AttachmentsInputEvent,
    emitted: {} as AttachmentsInputEmitted
  },
  actors: {
    upload: fromPromise<PublicationAttachment, AttachmentUploadRequest>(async () => {
      throw new Error("provide the attachments input's 'upload' actor")
    })
  }
}).createMachine({
  id: "attachmentsInput",
  context: ({ input }) => ({ facilityRef: input.facilityRef, max: input.max ?? PUBLICATION_ATTACHMENTS_MAX, files: input.files, queue: [] }),
  initial: "idle",
  on: {
    CHOOSE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const valid = event.files.filter((file) => {
          const problem = validateFileSize(file)
          if (problem !== null) enqueue.emit(errorToast(problem, file.name))
          return problem === null
        })
        if (valid.length === 0) return
        if (context.files.length + context.queue.length + valid.length > context.max) enqueue.emit(errorToast("TOO_MANY_ITEMS"))
        else enqueue.assign({ queue: [...context.queue, ...valid] })
      })
    },
    REMOVE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const files = context.files.filter((file) => file.url !== event.url)
        enqueue.assign({ files })
        enqueue.emit({ type: "changed", files })
      })
    }
  },
  states: {
    idle: { always: { guard: ({ context }) => context.queue.length > 0, target: "uploading" } },
    uploading: {
      invoke: {
        src: "upload",
        input: ({ context }) => ({ facilityRef: context.facilityRef, file: context.queue[0]! }),
        onDone: {
          target: "idle",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const files = [...context.files, event.output]
            enqueue.assign({ files, queue: context.queue.slice(1) })
            enqueue.emit({ type: "changed", files })
          })
        },
        onError: {
          target: "idle",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const call = readFailedCall(event.error)
            enqueue.assign({ queue: context.queue.slice(1) })
            const fileMessage = call.fieldMessages.file
            if (fileMessage !== undefined) enqueue.emit(errorToast(fileMessage, context.queue[0]!.name))
            else if (call.toast !== null) enqueue.emit(call.toast)
          })
        }
      }
    }
  }
})
