import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { apiError } from "../api/errors"
import type { User } from "../domain/user"
import { avatarInputMachine, type AvatarUploadInput, type ExportCropInput } from "./avatarInput.machine"
import { controllablePromise } from "./testkit"

function start() {
  const exportCrop = controllablePromise<Uint8Array, ExportCropInput>()
  const upload = controllablePromise<User, AvatarUploadInput>()
  const actor = createActor(avatarInputMachine.provide({ actors: { exportCrop: exportCrop.logic, upload: upload.logic } }), {
    input: { accountId: "u-1" }
  })
  const toasts: string[] = []
  actor.on("toast", (toast) => toasts.push(toast.key))
  actor.start()
  return { actor, exportCrop, upload, toasts }
}

describe("avatarInputMachine (spec 5; management 5)", () => {
  it.each([
    ["a png", { name: "ja.PNG", size: 10, type: "image/png" }, "cropping"],
    ["exactly 5 MB", { name: "ja.jpeg", size: 5 * 1024 * 1024, type: "image/jpeg" }, "cropping"],
    ["a gif", { name: "ja.gif", size: 10, type: "image/gif" }, "idle"],
    ["a jpg that says it is not an image", { name: "ja.jpg", size: 10, type: "text/html" }, "idle"]
  ])("opens the crop dialog for %s, or not", (_label, file, state) => {
    const { actor } = start()
    actor.send({ type: "CHOOSE", file })
    expect(actor.getSnapshot().value).toBe(state)
  })

  it("saves nothing until the cropper has framed an area, and cannot be cancelled while saving", () => {
    const { actor, exportCrop } = start()
    actor.send({ type: "CHOOSE", file: { name: "ja.jpg", size: 10, type: "image/jpeg" } })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().value).toBe("cropping")
    actor.send({ type: "CROP", area: { x: 0, y: 0, width: 10, height: 10 } })
    actor.send({ type: "SAVE" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("exporting")
    expect(exportCrop.calls).toHaveLength(1)
  })

  it("shows a refused file in red, and no toast when the server failed the upload (spec 8.1)", async () => {
    const { actor, exportCrop, upload, toasts } = start()
    const tones: string[] = []
    actor.on("toast", (toast) => tones.push(toast.tone))
    actor.send({ type: "CHOOSE", file: { name: "duze.png", size: 6 * 1024 * 1024, type: "image/png" } })
    expect(tones).toEqual(["error"])
    actor.send({ type: "CHOOSE", file: { name: "ja.jpg", size: 10, type: "image/jpeg" } })
    actor.send({ type: "CROP", area: { x: 0, y: 0, width: 10, height: 10 } })
    actor.send({ type: "SAVE" })
    await exportCrop.latest().resolve(new Uint8Array([1]))
    await upload.latest().reject(apiError("ERROR_UNCAUGHT"))
    expect(actor.getSnapshot()).toMatchObject({ value: "cropping", context: { error: "ERROR_UNCAUGHT" } })
    expect(toasts).toEqual(["FILE_TOO_LARGE"])
  })

  it("clears the last problem when a good file is chosen", () => {
    const { actor, toasts } = start()
    actor.send({ type: "CHOOSE", file: { name: "cv.pdf", size: 10, type: "application/pdf" } })
    expect(actor.getSnapshot().context.error).toBe("INVALID_FILE_FORMAT")
    actor.send({ type: "CHOOSE", file: { name: "ja.jpg", size: 10, type: "image/jpeg" } })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(toasts).toEqual(["INVALID_FILE_FORMAT"])
  })
})
