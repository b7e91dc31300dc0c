import type { CropArea, FileLike, PhotoInputEvent } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import type { ActorRef, Snapshot, StateValue } from "xstate"
import type { PhotoCropDialogProps } from "./PhotoCropDialog"

/** What of a photo input's actor the page reads: its state, its chosen file and frame, its last problem. */
type PhotoInputRef = Pick<
  ActorRef<
    Snapshot<unknown> & {
      readonly value: StateValue
      readonly context: { readonly aspect: number; readonly file: FileLike | null; readonly area: CropArea | null; readonly error: string | null }
    },
    PhotoInputEvent
  >,
  "getSnapshot" | "subscribe" | "send"
>

/** A photo input as a page shows it: the crop dialog's props, and what picking a file does. */
export interface PhotoInputView {
  readonly dialog: PhotoCropDialogProps
  readonly choose: (file: File) => void
}

/**
 * Renders a core photo input's state (photoInputMachine: avatarInputMachine, employeePhotoMachine,
 * facilityLogoMachine, templateImageMachine): the dialog shows the chosen picture from cropping to the end of the
 * upload, and waits (busy) while the picture is exported, uploaded or taken away.
 */
export function usePhotoInput(input: PhotoInputRef): PhotoInputView {
  const state = useSelector(input, (snapshot) => snapshot.value)
  const { aspect, file, area, error } = useSelector(input, (snapshot) => snapshot.context)
  const open = state === "cropping" || state === "exporting" || state === "uploading"
  return {
    dialog: {
      file: open && file instanceof Blob ? file : null,
      busy: state !== "idle" && state !== "cropping",
      framed: area !== null,
      aspect,
      error,
      onCrop: (framed) => input.send({ type: "CROP", area: framed }),
      onSave: () => input.send({ type: "SAVE" }),
      onCancel: () => input.send({ type: "CANCEL" })
    },
    choose: (chosen) => input.send({ type: "CHOOSE", file: chosen })
  }
}
