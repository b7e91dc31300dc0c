import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { keptPage } from "./keptPage"
import { makePageCache } from "./pageCache"

const html = (text: string) => `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(200)}</body></html>`

describe("a kept guest page", () => {
  it("holds the page compressed in both encodings once, and a validator that changes with the page", async () => {
    const page = await keptPage(html("Piknik"))
    expect(brotliDecompressSync(page.encoded.br!).toString("utf8")).toBe(html("Piknik"))
    expect(gunzipSync(page.encoded.gzip!).toString("utf8")).toBe(html("Piknik"))
    expect(page.encoded.br!.byteLength).toBeLessThan(page.body.byteLength / 10)
    expect(page.contentType).toBe("text/html; charset=utf-8")
    expect((await keptPage(html("Piknik"))).etag).toBe(page.etag)
    expect((await keptPage(html("Zebranie"))).etag).not.toBe(page.etag)
  })
})

describe("the guest pages' cache", () => {
  const file = async (text: string) => ({ status: 200, file: await keptPage(html(text)) })

  it("drops a facility's pages on its change and keeps the others'", async () => {
    const pages = makePageCache(10, 1_000_000)
    pages.set("a/", { facilityId: 1, ...await file("a") }, pages.generation())
    pages.set("a/kontakt", { facilityId: 1, ...await file("a") }, pages.generation())
    pages.set("b/", { facilityId: 2, ...await file("b") }, pages.generation())
    pages.drop(1)
    expect(pages.get("a/")).toBeUndefined()
    expect(pages.get("a/kontakt")).toBeUndefined()
    expect(pages.get("b/")?.facilityId).toBe(2)
    pages.drop("*")
    expect(pages.get("b/")).toBeUndefined()
  })

  it("keeps no page rendered before a change it heard while rendering: nothing would drop it later", async () => {
    const pages = makePageCache(10, 1_000_000)
    const before = pages.generation()
    pages.drop(1)
    pages.set("a/aktualnosci", { facilityId: 1, ...await file("old news") }, before)
    expect(pages.get("a/aktualnosci")).toBeUndefined()
    pages.set("a/aktualnosci", { facilityId: 1, ...await file("new news") }, pages.generation())
    expect(pages.get("a/aktualnosci")).toBeDefined()
  })

  it("counts a page's compressed copies in its size: past the bound the least recently read goes", async () => {
    const one = await file("a")
    const htmlBytes = one.file.body.byteLength
    const compressed = one.file.encoded.br!.byteLength + one.file.encoded.gzip!.byteLength
    // Room for three pages' HTML, but for only two pages with their compressed copies.
    const pages = makePageCache(10, 3 * htmlBytes + compressed)
    pages.set("1", { facilityId: 1, ...one }, pages.generation())
    pages.set("2", { facilityId: 2, ...one }, pages.generation())
    pages.get("1")
    pages.set("3", { facilityId: 3, ...one }, pages.generation())
    expect(pages.get("2")).toBeUndefined()
    expect(pages.get("1")).toBeDefined()
    expect(pages.get("3")).toBeDefined()
  })
})
