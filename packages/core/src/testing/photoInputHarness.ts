/**
 * The four photo inputs as their tests drive them (core's own tests only): each started
 * with controllable calls, and what the spec says each one does differently — whose picture it
 * is, what saving it announces and which toast it shows.
 */
import { createActor, type EventObject } from "xstate"
import type { FacilityLogo } from "../api/facilityImages"
import type { Employee } from "../domain/facility"
import type { FileLike } from "../domain/rules/fileValidation"
import { avatarInputMachine, type AvatarChanged } from "../machines/avatarInput.machine"
import { employeePhotoMachine, type EmployeePhotoChanged } from "../machines/employeePhoto.machine"
import { facilityLogoMachine, type FacilityLogoChanged } from "../machines/facilityLogo.machine"
import type { CroppedJpeg, CropArea, ExportCropInput, PhotoInputEvent, PhotoInputMachine } from "../machines/photoInput.machine"
import { templateImageMachine, type TemplateImageUploaded } from "../machines/templateImage.machine"
import { aUser } from "./fixtures"
import { controllablePromise, type PendingCall } from "./controllablePromise"

/** A controllable call, whatever it answers. */
interface Calls {
  readonly calls: ReadonlyArray<PendingCall<unknown, unknown>>
  latest(): PendingCall<unknown, unknown>
}

/** A started photo input: the actor, its calls, and everything it emitted. */
export interface PhotoInputSystem {
  readonly actor: {
    send(event: PhotoInputEvent): void
    getSnapshot(): { readonly value: unknown; readonly context: { readonly file: FileLike | null; readonly area: CropArea | null; readonly error: string | null } }
    stop(): void
  }
  readonly exportCrop: Calls
  readonly upload: Calls
  readonly remove: Calls
  readonly emitted: ReadonlyArray<EventObject & { readonly key?: string; readonly tone?: string }>
}

/** One photo input and what sets it apart. */
export interface PhotoInputVariant {
  readonly name: string
  readonly start: () => PhotoInputSystem
  /** Whose picture it is: what every call is given besides the picture. */
  readonly owner: object
  /** What the server answers a save with. */
  readonly saved: unknown
  /** What the input announces with it. */
  readonly changed: AvatarChanged | EmployeePhotoChanged | FacilityLogoChanged | TemplateImageUploaded
  /** The green toast of a save; null where the app says it in its own words. */
  readonly savedToast: string | null
  /** The crop frame's width over height, which the export is given: 1, or 0 for a free one. */
  readonly aspect: number
}

function starter<Input extends object, Saved, Changed extends EventObject>(machine: PhotoInputMachine<Input, Saved, Changed>, input: Input) {
  return (): PhotoInputSystem => {
    const exportCrop = controllablePromise<Uint8Array, ExportCropInput>()
    const upload = controllablePromise<Saved, Input & CroppedJpeg>()
    const remove = controllablePromise<Saved, Input>()
    const actor = createActor(machine.provide({ actors: { exportCrop: exportCrop.logic, upload: upload.logic, remove: remove.logic } }), { input })
    const emitted: EventObject[] = []
    actor.on("*", (event: EventObject) => emitted.push(event))
    actor.start()
    return { actor, exportCrop, upload, remove, emitted } as unknown as PhotoInputSystem
  }
}

const withAvatar = aUser({ id: "u-1", avatar: "/media/avatars/u-1.jpg" })
const withPhoto: Employee = { id: 4, photo: "/files/staff/7/e.jpg", name: "Ewa Nowak", position: "Dyrektorka" }
const withLogo: FacilityLogo = { avatar: "/files/logos/7/logo.jpg" }
const templateImage = "/files/templates/meadow.jpg"

/**
 * Spec 2.11 'change photo': the account's photo, shown everywhere once saved (the settings page
 * says so itself, so no toast comes from the input). Management 2.4 Staff: an employee's photo,
 * 'employee updated' (8). Management 2.4 Address data: the facility's logo, 'logo saved'.
 * Management 2.9 Templates: a template's picture, its crop free (aspect ratio 0), handed to the
 * template form (whose save says so).
 */
export const photoInputVariants: ReadonlyArray<PhotoInputVariant> = [
  {
    name: "avatarInputMachine",
    start: starter(avatarInputMachine, { id: "u-1" }),
    owner: { id: "u-1" },
    saved: withAvatar,
    changed: { type: "avatarChanged", user: withAvatar },
    savedToast: null,
    aspect: 1
  },
  {
    name: "employeePhotoMachine",
    start: starter(employeePhotoMachine, { facilityRef: "7", employeeId: 4 }),
    owner: { facilityRef: "7", employeeId: 4 },
    saved: withPhoto,
    changed: { type: "photoChanged", employee: withPhoto },
    savedToast: "EMPLOYEE_UPDATED",
    aspect: 1
  },
  {
    name: "facilityLogoMachine",
    start: starter(facilityLogoMachine, { facilityRef: "7", facilityId: 7 }),
    owner: { facilityRef: "7", facilityId: 7 },
    saved: withLogo,
    changed: { type: "logoChanged", logo: withLogo },
    savedToast: "LOGO_SAVED",
    aspect: 1
  },
  {
    name: "templateImageMachine",
    start: starter(templateImageMachine, {}),
    owner: {},
    saved: { url: templateImage },
    changed: { type: "imageUploaded", url: templateImage },
    savedToast: null,
    aspect: 0
  }
]

/** The toasts' keys, in the order they were shown. */
export const toastKeys = ({ emitted }: PhotoInputSystem) => emitted.flatMap((event) => (event.type === "toast" ? [event.key] : []))
