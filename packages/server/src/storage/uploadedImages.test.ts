import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { outageDiskStore } from "../../test/support/outageDiskStore"
import { storeThenCommit, type NewFile } from "./uploadedImages"

const pdf = (key: string): NewFile => ({ key, bytes: new Uint8Array([1, 2, 3]), contentType: "application/pdf" })

describe("storeThenCommit", () => {
  it("keeps every file once the commit succeeds", async () => {
    const { store, keys } = outageDiskStore()
    const answer = await Effect.runPromise(storeThenCommit(store, [pdf("a.pdf"), pdf("b.pdf")], Effect.succeed(7)))
    expect(answer).toBe(7)
    expect(keys().sort()).toEqual(["a.pdf", "b.pdf"])
  })

  it("leaves no file behind when the commit is refused", async () => {
    const { store, keys } = outageDiskStore()
    const exit = await Effect.runPromiseExit(storeThenCommit(store, [pdf("a.pdf"), pdf("b.pdf")], Effect.fail("refused")))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(keys()).toEqual([])
  })

  it("removes the files already stored when a later one fails to store, and never commits", async () => {
    const { store, keys } = outageDiskStore(2)
    let committed = false
    const exit = await Effect.runPromiseExit(
      storeThenCommit(store, [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf")], Effect.sync(() => (committed = true)))
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(committed).toBe(false)
    expect(keys()).toEqual([])
  })
})
