import { describe, expect, it } from "vitest"
import { sanitizeRichText } from "./sanitizeRichText"
import { xssVectors } from "./xssVectors"

/** Whatever survives must carry nothing a browser would run. */
const executable = /<\s*(script|iframe|object|embed|svg|math|form|meta|link|style|base|frame)|\son\w+\s*=|javascript:|vbscript:|data:text|expression\s*\(|srcdoc/i

describe("sanitizeRichText", () => {
  it("keeps what the editor writes: headings, paragraphs, lists, emphasis, images, links", () => {
    const html = '<h2>O nas</h2><p>Mamy <strong>ogród</strong> i <em>salę</em>.</p><ul><li>Rytmika</li></ul>' +
      '<p><img src="/files/description/ab12.jpg" alt="Sala" /></p>' +
      '<p><a href="https://pociecha.pl" rel="noopener noreferrer nofollow" target="_blank">strona</a></p>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it("empties a link of a scheme outside the list and keeps its text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">kliknij</a>')).toBe('<a href="" rel="noopener noreferrer nofollow" target="_blank">kliknij</a>')
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">x</a>')).toContain('href=""')
  })

  it("keeps the nofollow toggle: a link without nofollow stays followed, always noopener", () => {
    expect(sanitizeRichText('<a href="tel:+48600100200" rel="noopener">Zadzwoń</a>')).toBe('<a href="tel:+48600100200" rel="noopener noreferrer" target="_blank">Zadzwoń</a>')
    expect(sanitizeRichText('<a href="/cennik">Cennik</a>')).toBe('<a href="/cennik" rel="noopener noreferrer nofollow" target="_blank">Cennik</a>')
  })

  it("drops styles, classes and event handlers, and images from elsewhere", () => {
    expect(sanitizeRichText('<p class="x" style="color:red" onclick="alert(1)">tekst</p>')).toBe("<p>tekst</p>")
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="x">')).toBe("")
  })

  it(`leaves nothing executable of ${xssVectors.length} OWASP filter-evasion vectors`, () => {
    for (const vector of xssVectors) {
      const clean = sanitizeRichText(vector)
      expect(clean, vector).not.toMatch(executable)
      // Sanitising is stable: what is stored sanitises to itself.
      expect(sanitizeRichText(clean), vector).toBe(clean)
    }
  })
})
