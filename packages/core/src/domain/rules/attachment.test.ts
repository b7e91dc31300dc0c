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
  })
})
