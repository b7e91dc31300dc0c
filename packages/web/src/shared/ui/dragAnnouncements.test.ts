import type { Active, Over } from "@dnd-kit/core"
import { beforeAll, describe, expect, it } from "vitest"
import { i18n, initI18n } from "../i18n"
import { dragAnnouncements } from "./dragAnnouncements"

const shown = [5, 8, 13]
const active = (id: number) => ({ id }) as unknown as Active
const over = (id: number) => ({ id }) as unknown as Over

describe("what a screen reader hears while a photo moves", () => {
  beforeAll(async () => {
    initI18n()
    await i18n.loadNamespaces("ownerArea")
  })

  const said = (language: "pl" | "en") => dragAnnouncements(i18n.getFixedT(language === "pl" ? "pl" : "en", "ownerArea"), "GALLERY", (id) => shown.indexOf(Number(id)) + 1)

  it("names the photo and the place by their positions, never by ids, in Polish", () => {
    const { announcements, screenReaderInstructions } = said("pl")
    expect(announcements.onDragStart({ active: active(8) })).toBe("Podniesiono zdjęcie 2.")
    expect(announcements.onDragOver({ active: active(8), over: over(13) })).toBe("Zdjęcie 2 nad miejscem 3.")
    expect(announcements.onDragEnd({ active: active(8), over: over(5) })).toBe("Zdjęcie 2 upuszczone na miejscu 1.")
    expect(announcements.onDragEnd({ active: active(13), over: null })).toBe("Zdjęcie 3 poza galerią.")
    expect(announcements.onDragCancel({ active: active(5), over: null })).toBe("Anulowano przenoszenie zdjęcia 1.")
    expect(screenReaderInstructions.draggable).toContain("spację")
  })

  it("follows the page's language", async () => {
    await i18n.loadLanguages("en")
    await i18n.loadNamespaces("ownerArea")
    expect(said("en").announcements.onDragOver({ active: active(5), over: over(8) })).toBe("Photo 1 is over place 2.")
  })
})
