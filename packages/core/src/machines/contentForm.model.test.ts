import { describe, expect, it } from "vitest"
import { checkContent, contentPayload, contentValues } from "./contentForm.machine"

// The CMS's content editor (issue 19): a Polish title is required; Ukrainian and English versions
// are optional and removable; a piece is a draft or published, from now or a later moment.

const empty = contentValues(null)
const polish = { ...empty, title: "Jak złożyć zgłoszenie?", body_html: "<p>Kliknij „Złóż zgłoszenie”.</p>" }

describe("the content editor's checks", () => {
  it("opens a new piece as an empty Polish draft, and requires its title", () => {
    expect(empty.status).toBe("draft")
    expect(checkContent(empty).errors).toEqual({ title: "FIELD_REQUIRED" })
    expect(checkContent({ ...empty, title: "   " }).errors.title).toBeDefined()
    expect(checkContent(polish)).toEqual({ errors: {}, formError: null })
  })

  it("takes no version besides Polish, but a started one needs its title", () => {
    expect(checkContent({ ...polish, "translations.en.body_html": "<p>Click “Apply”.</p>" }).errors)
      .toEqual({ "translations.en.title": "FIELD_REQUIRED" })
    expect(checkContent({ ...polish, "translations.ua.title": "Як подати заявку?" }).errors).toEqual({})
  })

  it("refuses a schedule that is no moment", () => {
    expect(checkContent({ ...polish, status: "published", publish_at: "jutro" }).errors).toEqual({ publish_at: "FIELD_INVALID" })
    expect(checkContent({ ...polish, status: "published", publish_at: "2026-12-01T08:00" }).errors).toEqual({})
  })
})

describe("the content editor's payload", () => {
  it("sends a draft without a moment, and an emptied version as removed", () => {
    const stored = contentValues({
      title: "Pytanie",
      description: "",
      body_html: "<p>Odpowiedź.</p>",
      translations: { en: { title: "Question", description: "", body_html: "<p>Answer.</p>" } },
      status: "published",
      publish_at: "2026-11-27T00:00:00.000Z"
    })
    expect(stored["translations.en.title"]).toBe("Question")
    const removed = { ...stored, "translations.en.title": "", "translations.en.body_html": "", status: "draft" }
    expect(contentPayload(removed)).toEqual({
      title: "Pytanie", description: "", body_html: "<p>Odpowiedź.</p>", translations: { ua: null, en: null }, status: "draft", publish_at: null
    })
  })

  it("publishes from now without a moment, and schedules with one", () => {
    expect(contentPayload({ ...polish, status: "published" }).publish_at).toBeNull()
    const scheduled = contentPayload({ ...polish, status: "published", publish_at: "2026-12-01T08:00" })
    expect(scheduled.publish_at).toBe(new Date("2026-12-01T08:00").toISOString())
    expect(contentValues({ ...scheduled, translations: {} }).publish_at).toBe("2026-12-01T08:00")
  })
})
