import { describe, expect, it } from "vitest"
import { answerBuffers } from "./answerBuffers"

const filled = (byte: number) => (into: Buffer) => void into.fill(byte)

describe("answer buffers", () => {
  it("reuse a buffer only once it is done, and only once however often it is said", () => {
    const buffers = answerBuffers(1024 * 1024)
    const first = buffers.answer(20_000, filled(1))
    const meanwhile = buffers.answer(20_000, filled(2))
    expect(first.body.buffer).not.toBe(meanwhile.body.buffer)
    expect(first.body.every((byte) => byte === 1)).toBe(true)

    first.done()
    first.done()
    const next = buffers.answer(30_000, filled(3))
    const another = buffers.answer(25_000, filled(4))
    expect(next.body.buffer).toBe(first.body.buffer)
    expect(another.body.buffer).not.toBe(first.body.buffer)
    expect(next.body.length).toBe(30_000)
    expect(next.body.every((byte) => byte === 3)).toBe(true)
    expect(meanwhile.body.every((byte) => byte === 2)).toBe(true)
  })

  it("keep no more than their bound waiting", () => {
    const buffers = answerBuffers(64 * 1024)
    const big = buffers.answer(40_000, filled(1))
    const small = buffers.answer(10_000, filled(2))
    big.done()
    small.done()
    expect(buffers.answer(40_000, filled(3)).body.buffer).toBe(big.body.buffer)
    // 16 KB beside the 64 KB one would pass the bound: that one was left to the collector.
    expect(buffers.answer(10_000, filled(4)).body.buffer).not.toBe(small.body.buffer)
  })
})
