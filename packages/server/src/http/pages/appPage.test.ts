import { describe, expect, it } from "vitest"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { appPage, markIndexHtml } from "./appPage"

const html = "<!doctype html><html><head><title>Pociecha</title></head><body></body></html>"
const tileUrl = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"

describe("markIndexHtml", () => {
  it("declares the environment and the tiles URL in the head", () => {
    const marked = markIndexHtml(html, { appEnv: "production", tileUrl })
    expect(marked).toContain('<meta name="pociecha-env" content="production" />')
    expect(marked).toContain(`<meta name="pociecha-tile-url" content="${tileUrl}" />`)
    expect(marked.indexOf("pociecha-env")).toBeLessThan(marked.indexOf("</head>"))
  })

  it("declares the domain facility websites are served under, for the builder's links", () => {
    expect(markIndexHtml(html, { appEnv: "production", tileUrl, siteDomain: "pociecha.pl" })).toContain('<meta name="pociecha-site-domain" content="pociecha.pl" />')
  })

  it("asks search engines not to index anything but production", () => {
    expect(markIndexHtml(html, { appEnv: "production", tileUrl })).not.toContain("robots")
    expect(markIndexHtml(html, { appEnv: "test", tileUrl })).toContain('<meta name="robots" content="noindex, nofollow" />')
  })

  it("escapes the settings it writes into attributes", () => {
    expect(markIndexHtml(html, { appEnv: "test", tileUrl: 'https://t.example/{z}?a=1&b="x"<' }))
      .toContain('content="https://t.example/{z}?a=1&amp;b=&quot;x&quot;&lt;"')
  })
})

describe("appPage", () => {
  it("compresses the marked page once, in brotli and gzip", () => {
    const page = appPage(markIndexHtml(html, { appEnv: "test", tileUrl }))
    const text = Buffer.from(page.body).toString()
    expect(text).toContain("noindex")
    expect(brotliDecompressSync(page.encoded.br!).toString()).toBe(text)
    expect(gunzipSync(page.encoded.gzip!).toString()).toBe(text)
    expect(page.contentType).toBe("text/html; charset=utf-8")
  })
})
