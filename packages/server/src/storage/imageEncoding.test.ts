import { Effect } from "effect"
import sharp from "sharp"
import { crc32, deflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { AVATAR_IMAGE, encodeSquareImage } from "./imageEncoding"

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A tiny PNG file whose header claims `side` × `side` pixels: a decompression bomb's shape. */
const claimedPng = (side: number) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(side + 1))),
    chunk("IEND", Buffer.alloc(0))
  ]))
}

const reasonOf = (bytes: Uint8Array) =>
  Effect.runPromise(Effect.flip(encodeSquareImage(bytes, AVATAR_IMAGE))).then((rejection) => rejection.reason)

describe("encodeSquareImage", () => {
  it("crops a wide picture to its centred square and writes a JPEG", async () => {
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#00ff00" } }).webp().toBuffer()
    const square = await Effect.runPromise(encodeSquareImage(new Uint8Array(wide), AVATAR_IMAGE))
    expect(await sharp(square).metadata()).toMatchObject({ format: "jpeg", width: 300, height: 300 })
  })

  it("refuses a picture that would decode to too many pixels before decoding it", async () => {
    expect(await reasonOf(claimedPng(9000))).toBe("FILE_TOO_LARGE")
  })

  it("refuses what only looks like an image: right magic bytes, nothing sharp can read", async () => {
    expect(await reasonOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]))).toBe("INVALID_FILE_FORMAT")
    const heicHeader = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")])
    expect(await reasonOf(heicHeader)).toBe("INVALID_FILE_FORMAT")
    expect(await reasonOf(claimedPng(10).subarray(0, 40))).toBe("INVALID_FILE_FORMAT")
  })

  it("refuses text by its content, whatever it would be named", async () => {
    expect(await reasonOf(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("INVALID_FILE_FORMAT")
  })
})
