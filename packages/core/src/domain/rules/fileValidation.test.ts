import { describe, it, expect } from "vitest"
import { fileExtension, MAX_FILE_BYTES, validateAvatarFile, validateFileSize, validateImageFile } from "./fileValidation"

describe("fileExtension", () => {
  it("reads the lower-case extension", () => {
    expect(fileExtension("Zdjęcie.JPG")).toBe("jpg")
    expect(fileExtension("/a.b/photo.tar.gz")).toBe("gz")
    expect(fileExtension("https://x.pl/a/film.mp4?v=2")).toBe("mp4")
    expect(fileExtension("README")).toBe("")
    expect(fileExtension(".png")).toBe("")
  })
})

describe("validateFileSize", () => {
  it("accepts exactly 5 MB and rejects one byte more", () => {
    expect(validateFileSize({ size: MAX_FILE_BYTES })).toBeNull()
    expect(validateFileSize({ size: MAX_FILE_BYTES + 1 })).toBe("FILE_TOO_LARGE")
    expect(MAX_FILE_BYTES).toBe(5_242_880)
  })
})

describe("validateAvatarFile", () => {
  it("accepts jpg, jpeg and png", () => {
    for (const name of ["a.jpg", "a.JPEG", "a.png"]) expect(validateAvatarFile({ name, size: 10, type: "image/png" })).toBeNull()
  })

  it("rejects gif, other types and a non-image MIME type", () => {
    expect(validateAvatarFile({ name: "a.gif", size: 10, type: "image/gif" })).toBe("INVALID_FILE_FORMAT")
    expect(validateAvatarFile({ name: "a.pdf", size: 10 })).toBe("INVALID_FILE_FORMAT")
    expect(validateAvatarFile({ name: "a.png", size: 10, type: "application/pdf" })).toBe("INVALID_FILE_FORMAT")
  })

  it("checks the format before the size", () => {
    expect(validateAvatarFile({ name: "a.bmp", size: MAX_FILE_BYTES + 1 })).toBe("INVALID_FILE_FORMAT")
    expect(validateAvatarFile({ name: "a.png", size: MAX_FILE_BYTES + 1, type: "" })).toBe("FILE_TOO_LARGE")
  })
})

describe("validateImageFile", () => {
  it("also accepts gif", () => {
    expect(validateImageFile({ name: "a.gif", size: 10, type: "image/gif" })).toBeNull()
    expect(validateImageFile({ name: "a.webp", size: 10, type: "image/webp" })).toBe("INVALID_FILE_FORMAT")
  })
})
