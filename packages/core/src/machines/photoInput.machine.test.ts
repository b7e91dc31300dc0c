import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import { AVATAR_EXPORT } from "./photoInput.machine"
import { photoInputVariants, toastKeys } from "../testing/photoInputHarness"

it("exports the framed picture as a square JPEG of quality 0.9 (management 9 Media: aspect 1, JPEG 0.9)", () => {
  expect(AVATAR_EXPORT).toMatchObject({ type: "image/jpeg", quality: 0.9, aspect: 1 })
})

const photo = { name: "ja.jpg", size: 10, type: "image/jpeg" }
const square = { x: 0, y: 0, width: 10, height: 10 }

describe.each(photoInputVariants)("$name (spec 5; management 4 Controls, 5 Files and images)", ({ start }) => {
  it.each([
    ["a png with its extension in capitals", { name: "ja.PNG", size: 10, type: "image/png" }, "cropping"],
    ["a jpeg of exactly 5 MB", { name: "ja.jpeg", size: 5 * 1024 * 1024, type: "image/jpeg" }, "cropping"],
    ["a png of 6 MB", { name: "ja.png", size: 6 * 1024 * 1024, type: "image/png" }, "idle"],
    ["a jpg that says it is not an image", { name: "ja.jpg", size: 10, type: "text/html" }, "idle"]
  ])("opens the crop dialog for %s, or not", (_label, file, state) => {
    const { actor } = start()
    actor.send({ type: "CHOOSE", file })
    expect(actor.getSnapshot().value).toBe(state)
  })

  it("saves nothing until the cropper has framed an area, and cannot be cancelled while saving", () => {
    const { actor, exportCrop } = start()
    actor.send({ type: "CHOOSE", file: photo })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().value).toBe("cropping")
    actor.send({ type: "CROP", area: square })
    actor.send({ type: "SAVE" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("exporting")
    expect(exportCrop.calls).toHaveLength(1)
  })

  it("shows a refused file in red, and no toast when the server failed the upload (spec 8.1)", async () => {
    const system = start()
    const { actor, exportCrop, upload, emitted } = system
    actor.send({ type: "CHOOSE", file: { name: "duze.png", size: 6 * 1024 * 1024, type: "image/png" } })
    expect(emitted.map((event) => event.tone)).toEqual(["error"])
    actor.send({ type: "CHOOSE", file: photo })
    actor.send({ type: "CROP", area: square })
    actor.send({ type: "SAVE" })
    await exportCrop.latest().resolve(new Uint8Array([1]))
    await upload.latest().reject(apiError("ERROR_UNCAUGHT"))
    expect(actor.getSnapshot()).toMatchObject({ value: "cropping", context: { error: "ERROR_UNCAUGHT" } })
    expect(toastKeys(system)).toEqual(["FILE_TOO_LARGE"])
  })

  it("clears the last problem when a good file is chosen", () => {
    const system = start()
    system.actor.send({ type: "CHOOSE", file: { name: "cv.pdf", size: 10, type: "application/pdf" } })
    expect(system.actor.getSnapshot().context.error).toBe("INVALID_FILE_FORMAT")
    system.actor.send({ type: "CHOOSE", file: photo })
    expect(system.actor.getSnapshot().context.error).toBeNull()
    expect(toastKeys(system)).toEqual(["INVALID_FILE_FORMAT"])
  })
})
