import { describe, it, expect } from "vitest"
import { classifyAttachment, movieThumbnail, opensInOfficeViewer } from "./attachment"

describe("classifyAttachment", () => {
  it("classifies by extension, case-insensitively", () => {
    expect(classifyAttachment("zdjecie.HEIC")).toBe("image")
    expect(classifyAttachment("a.jfif")).toBe("image")
    expect(classifyAttachment("/media/film.mov")).toBe("movie")
    expect(classifyAttachment("regulamin.pdf")).toBe("pdf")
    expect(classifyAttachment("plan.xlsx")).toBe("excel")
    expect(classifyAttachment("umowa.doc")).toBe("word")
    expect(classifyAttachment("https://x.pl/umowa.docx?token=1")).toBe("word")
  })

  it("falls back to the MIME type", () => {
    expect(classifyAttachment("blob", "image/jpeg")).toBe("image")
    expect(classifyAttachment("upload", "video/quicktime")).toBe("movie")
    expect(classifyAttachment("upload", "application/pdf; charset=binary")).toBe("pdf")
    expect(classifyAttachment("upload", " Video/MP4 ; codecs=avc1")).toBe("movie")
  })

  it("gives a file the same kind by its MIME type as by its extension", () => {
    const mimeTypes: Array<[string, string]> = [
      ["png", "image/png"],
      ["jpg", "image/jpeg"],
      ["jpeg", "image/pjpeg"],
      ["heic", "image/heic"],
      ["mp4", "video/mp4"],
      ["mov", "video/quicktime"],
      ["pdf", "application/pdf"],
      ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      ["doc", "application/msword"],
      ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"]
    ]
    for (const [extension, mimeType] of mimeTypes) {
      expect(classifyAttachment("upload", mimeType), mimeType).toBe(classifyAttachment(`a.${extension}`))
      expect(classifyAttachment(`a.${extension}`), extension).not.toBe("file")
    }
  })

  it("gives file for anything else", () => {
    expect(classifyAttachment("stary.xls")).toBe("file")
    expect(classifyAttachment("anim.gif", "image/gif")).toBe("file")
    expect(classifyAttachment("README")).toBe("file")
    expect(classifyAttachment("", null)).toBe("file")
  })

  it("opens office documents in the viewer", () => {
    expect(opensInOfficeViewer("excel")).toBe(true)
    expect(opensInOfficeViewer("word")).toBe(true)
    expect(opensInOfficeViewer("pdf")).toBe(false)
  })
})

describe("movieThumbnail", () => {
  it("replaces the extension with jpeg", () => {
    expect(movieThumbnail("/media/a/film.mp4")).toBe("/media/a/film.jpeg")
    expect(movieThumbnail("https://cdn.pl/v.1/film.MOV?x=1")).toBe("https://cdn.pl/v.1/film.jpeg?x=1")
  })

  it("appends jpeg when there is no extension", () => {
    expect(movieThumbnail("/media.d/film")).toBe("/media.d/film.jpeg")
    expect(movieThumbnail("/media/.film")).toBe("/media/.film.jpeg")
  })

  it("leaves a dot in the query alone", () => {
    expect(movieThumbnail("/media/film.mp4?v=1.2")).toBe("/media/film.jpeg?v=1.2")
  })
})
