import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { facilitySites } from "./support/facilitySites"
import { manySignups, serverForTests } from "./support/testServer"
import { until } from "./support/until"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const { onHost, ownSite, publish, staffed, signedInOn } = facilitySites(() => server)

const BROWSER = { "accept-encoding": "gzip, deflate, br" }

describe("a facility site's kept guest pages", () => {
  it("are sent compressed as kept, 304 while the browser's copy is current, and anew with a new validator once the news change", async () => {
    const { facility, owner, host } = await ownSite()
    const first = await onHost(host, "/aktualnosci", { headers: BROWSER })
    const kept = await onHost(host, "/aktualnosci", { headers: BROWSER })
    const plain = await onHost(host, "/aktualnosci")
    expect(kept.headers["content-encoding"]).toBe("br")
    expect(kept.headers.vary).toContain("accept-encoding")
    expect(kept.headers.vary).toContain("cookie")
    expect(kept.headers["cache-control"]).toBe("no-cache")
    expect(brotliDecompressSync(kept.body).toString("utf8")).toBe(plain.text)
    expect(gunzipSync((await onHost(host, "/aktualnosci", { headers: { "accept-encoding": "gzip" } })).body).toString("utf8")).toBe(plain.text)
    const etag = kept.headers.etag!
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers.etag).toBe(etag)
    const current = await onHost(host, "/aktualnosci", { headers: { ...BROWSER, "if-none-match": etag } })
    expect(current.status).toBe(304)
    expect(current.body.byteLength).toBe(0)
    await publish(owner, facility.id, "Nowina tygodnia", "public")
    await until("the news page sent anew with the new item", async () => {
      const changed = await onHost(host, "/aktualnosci", { headers: { "if-none-match": etag } })
      return changed.status === 200 && changed.text.includes("Nowina tygodnia") && changed.headers.etag !== etag
    })
  })

  it("are never what a signed-in member gets, nor get a member's private news", async () => {
    const { facility, owner, host } = await ownSite()
    await publish(owner, facility.id, "Zebranie tylko dla rodziców", "private")
    const guest = await onHost(host, "/aktualnosci", { headers: BROWSER })
    expect(guest.headers.etag).toBeDefined()
    const cookie = await signedInOn(await staffed.parent(facility.id), host)
    const member = await onHost(host, "/aktualnosci", { cookie, headers: { ...BROWSER, "if-none-match": guest.headers.etag! } })
    expect(member.status).toBe(200)
    expect(member.headers.etag).toBeUndefined()
    expect(member.headers["cache-control"]).toContain("no-store")
    expect(brotliDecompressSync(member.body).toString("utf8")).toContain("Zebranie tylko dla rodziców")
    const again = await onHost(host, "/aktualnosci", { headers: BROWSER })
    expect(again.headers.etag).toBe(guest.headers.etag)
    expect(brotliDecompressSync(again.body).toString("utf8")).not.toContain("Zebranie tylko dla rodziców")
  })
})
