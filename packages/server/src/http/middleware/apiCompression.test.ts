import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { compressResponse } from "./apiCompression"

const tags = Array.from({ length: 100 }, (_, id) => ({ id, type: "features", key: `KEY_${id}`, display: `TAG_${id}` }))
const answer = HttpServerResponse.jsonUnsafe(tags)
const json = JSON.stringify(tags)

const compressed = (acceptEncoding: string | null, response = answer) =>
  Effect.runPromise(
    compressResponse(
      HttpServerRequest.fromWeb(new Request("http://localhost/api/v1/tag", { headers: acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding } })),
      response
    )
  )

const bytesOf = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.body._tag !== "Uint8Array") throw new Error(`a ${response.body._tag} body`)
  return response.body.body
}

describe("compressResponse", () => {
  it("sends the JSON in Brotli when accepted, else gzip, and says so", async () => {
    const br = await compressed("gzip, deflate, br")
    expect(br.headers).toMatchObject({ "content-encoding": "br", vary: "accept-encoding" })
    expect(br.body).toMatchObject({ contentType: "application/json" })
    expect(brotliDecompressSync(bytesOf(br)).toString()).toBe(json)
    expect(bytesOf(br).byteLength).toBeLessThan(json.length / 4)

    const gzip = await compressed("gzip")
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(bytesOf(gzip)).toString()).toBe(json)
  })

  it("leaves the body as it is for a client that accepts no encoding, telling caches it depends", async () => {
    const plain = await compressed(null)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.headers.vary).toBe("accept-encoding")
    expect(Buffer.from(bytesOf(plain)).toString()).toBe(json)
  })

  it("leaves small answers and already encoded ones alone", async () => {
    const small = HttpServerResponse.jsonUnsafe({ ok: true })
    expect(await compressed("br", small)).toBe(small)
    const encoded = HttpServerResponse.setHeader(answer, "content-encoding", "gzip")
    expect(await compressed("br", encoded)).toBe(encoded)
  })
})
