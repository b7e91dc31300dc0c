import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { notificationScanner, type ScannedNotification } from "./notificationScanner"

const encoder = new TextEncoder()

const message = (type: string, body: Uint8Array) => {
  const bytes = new Uint8Array(5 + body.length)
  bytes[0] = type.charCodeAt(0)
  new DataView(bytes.buffer).setInt32(1, 4 + body.length)
  bytes.set(body, 5)
  return bytes
}

const notification = (channel: string, payload: string) => {
  const text = encoder.encode(`${channel}\0${payload}\0`)
  const body = new Uint8Array(4 + text.length)
  new DataView(body.buffer).setInt32(0, 4242)
  body.set(text, 4)
  return message("A", body)
}

const concat = (parts: ReadonlyArray<Uint8Array>) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

// A result row, a notification, a big row, another notification, ReadyForQuery.
const stream = concat([
  message("D", encoder.encode("row one")),
  notification("facility_markers", "17"),
  message("D", new Uint8Array(70_000).fill(0x41)),
  notification("facility_markers", "zażółć *"),
  message("Z", encoder.encode("I"))
])
const expected = [{ channel: "facility_markers", payload: "17" }, { channel: "facility_markers", payload: "zażółć *" }]

const scan = (chunks: ReadonlyArray<Uint8Array>) => {
  const found: Array<ScannedNotification> = []
  const push = notificationScanner((n) => found.push(n))
  for (const chunk of chunks) push(chunk)
  return found
}

describe("notificationScanner", () => {
  it("finds the notifications among other messages", () => {
    expect(scan([stream])).toEqual(expected)
  })

  it("finds the same notifications wherever the stream is cut", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: stream.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), stream.length]
        expect(scan(points.slice(1).map((end, i) => stream.subarray(points[i]!, end)))).toEqual(expected)
      })
    )
    expect(scan(Array.from(stream, (byte) => Uint8Array.of(byte)))).toEqual(expected)
  })
})
