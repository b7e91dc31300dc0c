import { describe, expect, it } from "vitest"
import { EXCERPT_LENGTH, richTextExcerpt } from "./richTextExcerpt"

describe("richTextExcerpt", () => {
  it("is the plain text of the first paragraph", () => {
    expect(richTextExcerpt("<h2>O nas</h2><p>Mamy <strong>ogród</strong> i salę&nbsp;SI.</p><p>Drugi akapit.</p>")).toBe("Mamy ogród i salę SI.")
  })

  it("gives characters back, not entities, and a line break as a space", () => {
    expect(richTextExcerpt("<p>Rytmika &amp; taniec &lt;3<br />od 8:00</p>")).toBe("Rytmika & taniec <3 od 8:00")
  })

  it("is cut to the tile's length by characters", () => {
    const long = "ż".repeat(EXCERPT_LENGTH + 50)
    expect(richTextExcerpt(`<p>${long}</p>`)).toBe("ż".repeat(EXCERPT_LENGTH))
  })

  it("is null without a paragraph of text", () => {
    expect(richTextExcerpt("")).toBeNull()
    expect(richTextExcerpt("<h2>O nas</h2>")).toBeNull()
    expect(richTextExcerpt("<p> <br /> </p>")).toBeNull()
  })

  it("skips paragraphs without text", () => {
    expect(richTextExcerpt("<p><img src=\"/files/a.jpg\" alt=\"\" /></p><p>Tekst.</p>")).toBe("Tekst.")
  })
})
