import { describe, expect, it } from "vitest"
import { isAllowedLinkHref, linkRel } from "./richTextLink"

describe("rich-text links (management 5)", () => {
  it("allow the listed schemes and relative or scheme-less links", () => {
    for (const href of ["https://pociecha.pl", "http://a.pl", "ftp://f.pl/x", "ftps://f.pl", "mailto:a@b.pl", "tel:+48600100200",
      "callto:anna", "sms:+48600100200", "cid:logo", "xmpp:anna@b.pl", "/cennik", "#plan", "//example.pl", "cennik.html", "HTTPS://A.PL"]) {
      expect(isAllowedLinkHref(href), href).toBe(true)
    }
  })

  it("refuse every other scheme, however it is disguised", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:x",
      "\u0001javascript:x", "vbscript:x", "data:text/html;base64,PHNjcmlwdD4=", "file:///etc/passwd", "blob:https://a.pl/x"]) {
      expect(isAllowedLinkHref(href), JSON.stringify(href)).toBe(false)
    }
  })

  it("keeps noopener and noreferrer, and adds nofollow when asked", () => {
    expect(linkRel(true)).toBe("noopener noreferrer nofollow")
    expect(linkRel(false)).toBe("noopener noreferrer")
  })
})
