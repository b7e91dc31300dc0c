import { describe, it, expect } from "vitest"
import { documentFormatOf, fileExtension, imageFormatOf, MAX_FILE_BYTES, validateAvatarFile, validateDocumentBytes, validateDocumentFile, validateFileSize, validateImageBytes, validateImageFile } from "./fileValidation"

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

const bytesOf = (...parts: ReadonlyArray<string | ReadonlyArray<number>>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : [...part])))

describe("imageFormatOf", () => {
  it("recognises each accepted format by its magic bytes", () => {
    expect(imageFormatOf(bytesOf([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("jpeg")
    expect(imageFormatOf(bytesOf([0xff, 0xd8, 0xff]))).toBe("jpeg")
    expect(imageFormatOf(bytesOf([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("png")
    expect(imageFormatOf(bytesOf("GIF87a", [1, 0]))).toBe("gif")
    expect(imageFormatOf(bytesOf("GIF89a", [1, 0]))).toBe("gif")
    expect(imageFormatOf(bytesOf("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp")
    expect(imageFormatOf(bytesOf([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBe("heic")
    expect(imageFormatOf(bytesOf([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0]))).toBe("heic")
  })

  it("refuses text, truncated signatures and other containers, whatever the name would say", () => {
    expect(imageFormatOf(new TextEncoder().encode("not an image, though named photo.png"))).toBeNull()
    expect(imageFormatOf(new Uint8Array())).toBeNull()
    expect(imageFormatOf(bytesOf([0xff, 0xd8]))).toBeNull()
    expect(imageFormatOf(bytesOf([0x89], "PNG", [0x0d, 0x0a, 0x1a]))).toBeNull()
    expect(imageFormatOf(bytesOf("GIF88a"))).toBeNull()
    expect(imageFormatOf(bytesOf("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull()
    expect(imageFormatOf(bytesOf([0, 0, 0, 0x18], "ftypisom"))).toBeNull()
    expect(imageFormatOf(bytesOf("%PDF-1.7"))).toBeNull()
  })
})

describe("validateImageBytes", () => {
  const jpegOf = (size: number) => {
    const bytes = new Uint8Array(size)
    bytes.set([0xff, 0xd8, 0xff])
    return bytes
  }

  it("accepts an image up to exactly 5 MB and refuses one byte more", () => {
    expect(validateImageBytes(jpegOf(MAX_FILE_BYTES))).toBeNull()
    expect(validateImageBytes(jpegOf(MAX_FILE_BYTES + 1))).toBe("FILE_TOO_LARGE")
  })

  it("refuses what is not an image, before its size", () => {
    expect(validateImageBytes(new Uint8Array(MAX_FILE_BYTES + 1))).toBe("INVALID_FILE_FORMAT")
    expect(validateImageBytes(new TextEncoder().encode("hello"))).toBe("INVALID_FILE_FORMAT")
  })
})

describe("validateDocumentFile", () => {
  it("accepts PDF, JPG, JPEG and PNG documents up to 5 MB, with or without a declared type", () => {
    expect(validateDocumentFile({ name: "KRS.pdf", size: 10, type: "application/pdf" })).toBeNull()
    expect(validateDocumentFile({ name: "skan.JPG", size: MAX_FILE_BYTES, type: "image/jpeg" })).toBeNull()
    expect(validateDocumentFile({ name: "a.jpeg", size: 10, type: "" })).toBeNull()
    expect(validateDocumentFile({ name: "a.png", size: 10 })).toBeNull()
  })

  it("refuses other formats first, then a file over 5 MB", () => {
    expect(validateDocumentFile({ name: "wpis.docx", size: 10 })).toBe("INVALID_FILE_FORMAT")
    expect(validateDocumentFile({ name: "a.gif", size: 10, type: "image/gif" })).toBe("INVALID_FILE_FORMAT")
    expect(validateDocumentFile({ name: "a.pdf", size: 10, type: "application/x-msdownload" })).toBe("INVALID_FILE_FORMAT")
    expect(validateDocumentFile({ name: "a.exe", size: MAX_FILE_BYTES + 1 })).toBe("INVALID_FILE_FORMAT")
    expect(validateDocumentFile({ name: "a.pdf", size: MAX_FILE_BYTES + 1 })).toBe("FILE_TOO_LARGE")
  })
})

describe("documentFormatOf and validateDocumentBytes", () => {
  it("recognise a PDF, a JPEG and a PNG by their first bytes", () => {
    expect(documentFormatOf(bytesOf("%PDF-1.4\n"))).toBe("pdf")
    expect(documentFormatOf(bytesOf([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg")
    expect(documentFormatOf(bytesOf([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png")
  })

  it("refuse an executable, other images and text, whatever the name says", () => {
    expect(documentFormatOf(bytesOf("MZ", [0x90, 0]))).toBeNull()
    expect(documentFormatOf(bytesOf("GIF89a"))).toBeNull()
    expect(documentFormatOf(bytesOf("%PDF"))).toBeNull()
    expect(documentFormatOf(bytesOf(" %PDF-1.4"))).toBeNull()
    expect(validateDocumentBytes(bytesOf("MZ"))).toBe("INVALID_FILE_FORMAT")
  })

  it("take a document of exactly 5 MB and refuse one byte more", () => {
    const pdfOf = (size: number) => {
      const bytes = new Uint8Array(size)
      bytes.set(bytesOf("%PDF-1.7"))
      return bytes
    }
    expect(validateDocumentBytes(pdfOf(MAX_FILE_BYTES))).toBeNull()
    expect(validateDocumentBytes(pdfOf(MAX_FILE_BYTES + 1))).toBe("FILE_TOO_LARGE")
  })
})
