import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { outageDiskStore } from "../../test/support/outageDiskStore"
import { FileStorage } from "./fileStorage"
import { shadowDocuments } from "./shadowDocuments"

const pdf = (name: string) => ({ bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]), format: "pdf" as const, fileName: name })

/** Stores three documents of a claim whose record `commit` writes, over `store`. */
const sendClaim = (store: ReturnType<typeof outageDiskStore>, commit: Effect.Effect<number, string>) =>
  Effect.runPromiseExit(
    Effect.gen(function*() {
      const documents = yield* shadowDocuments
      const prepared = documents.prepare([pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf")])
      return yield* documents.storeThenRecord(prepared, commit)
    }).pipe(Effect.provideService(FileStorage, store.store))
  )

describe("a claim's documents", () => {
  it("are all kept once the claim is recorded", async () => {
    const store = outageDiskStore()
    expect(await sendClaim(store, Effect.succeed(1))).toEqual(Exit.succeed(1))
    expect(store.keys()).toHaveLength(3)
    expect(store.keys().every((key) => key.startsWith("private/shadow-documents/") && key.endsWith(".pdf"))).toBe(true)
  })

  it("all go again when the claim is not recorded", async () => {
    const store = outageDiskStore()
    expect(Exit.isFailure(await sendClaim(store, Effect.fail("ERROR_CLAIM_ALREADY_SENT")))).toBe(true)
    expect(store.keys()).toEqual([])
  })

  it("leave nothing behind when one of them fails to store: the first is removed, the claim never recorded", async () => {
    const store = outageDiskStore(2)
    let recorded = false
    const exit = await sendClaim(store, Effect.sync(() => (recorded = true, 1)))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(recorded).toBe(false)
    expect(store.keys()).toEqual([])
  })
})
