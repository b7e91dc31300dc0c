import { describe, expect, it } from "vitest"
import { emptyOpinionDraft } from "./opinionDraft"
import { OPINION_DRAFT_KEY_PREFIX, opinionDraftStorage } from "./opinionDraftStorage"
import type { WebStorageLike } from "./userStorage"

const memory = (): WebStorageLike & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}
const saved = { draft: { ...emptyOpinionDraft, cleanliness: 4, comment: "Dobre miejsce" }, step: "comment" as const }

describe("opinionDraftStorage", () => {
  it("keeps one draft per facility, until cleared", () => {
    const store = memory()
    const drafts = opinionDraftStorage(store)
    drafts.save(7, saved)
    expect(drafts.load(7)).toEqual(saved)
    expect(drafts.load(8)).toBeNull()
    expect([...store.items.keys()]).toEqual([`${OPINION_DRAFT_KEY_PREFIX}7`])
    drafts.clear(7)
    expect(drafts.load(7)).toBeNull()
  })

  it.each([
    ["not JSON", "{"],
    ["not an object", "[]"],
    ["null", "null"],
    ["an unknown step", JSON.stringify({ ...saved, step: "payment" })],
    ["a rating out of range", JSON.stringify({ ...saved, draft: { ...saved.draft, food: 9 } })],
    ["a missing field", JSON.stringify({ ...saved, draft: { ...saved.draft, surname: undefined } })],
    ["no draft", JSON.stringify({ step: "comment" })]
  ])("reads %s as no draft", (_label, raw) => {
    const store = memory()
    store.setItem(`${OPINION_DRAFT_KEY_PREFIX}7`, raw)
    expect(opinionDraftStorage(store).load(7)).toBeNull()
  })

  it("keeps only the draft's own fields", () => {
    const store = memory()
    store.setItem(`${OPINION_DRAFT_KEY_PREFIX}7`, JSON.stringify({ ...saved, draft: { ...saved.draft, extra: "<script>" } }))
    expect(opinionDraftStorage(store).load(7)).toEqual(saved)
  })

  it("never throws when the storage does", () => {
    const broken: WebStorageLike = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("quota")
      },
      removeItem: () => {
        throw new Error("denied")
      }
    }
    const drafts = opinionDraftStorage(broken)
    expect(() => drafts.save(7, saved)).not.toThrow()
    expect(drafts.load(7)).toBeNull()
    expect(() => drafts.clear(7)).not.toThrow()
  })
})
