import { describe, expect, it } from "vitest"
import { attachmentOpenUrl } from "./materialAttachment"

describe("where a material's attachment opens (spec 3.15)", () => {
  it("opens Word and Excel files in the online office viewer, by their absolute address", () => {
    expect(attachmentOpenUrl({ url: "/media/strefa-nauczyciela/nuty.docx", kind: "word" }, "https://pociecha.pl"))
      .toBe("https://view.officeapps.live.com/op/view.aspx?src=https%3A%2F%2Fpociecha.pl%2Fmedia%2Fstrefa-nauczyciela%2Fnuty.docx")
    expect(attachmentOpenUrl({ url: "https://cdn.example.pl/plan.xlsx", kind: "excel" }, "https://pociecha.pl"))
      .toBe("https://view.officeapps.live.com/op/view.aspx?src=https%3A%2F%2Fcdn.example.pl%2Fplan.xlsx")
  })

  it("opens anything else at its own address", () => {
    for (const kind of ["pdf", "image", "movie", "file"] as const) {
      expect(attachmentOpenUrl({ url: "/media/a.pdf", kind }, "https://pociecha.pl")).toBe("/media/a.pdf")
    }
  })
})
