import { describe, expect, it } from "vitest"
import { emptyClaimDraft } from "./claimDraft"
import { CLAIM_DRAFT_KEY_PREFIX, claimDraftStorage } from "./claimDraftStorage"
import type { WebStorageLike } from "./userStorage"

const memory = (): WebStorageLike & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}
const town = { name: "Kraków", param: "krakow", voivodeship: "małopolskie", voivodeship_param: "malopolskie", centre: { lat: 50.06, lng: 19.94 } }
const saved = { draft: { ...emptyClaimDraft, name: "Żłobek Tęcza", specialization: ["nursery"], town, location: { lat: 50.07, lng: 19.93 } }, step: "location" as const }

describe("claimDraftStorage", () => {
  it("keeps one draft per facility and one for a new facility, each until cleared", () => {
    const store = memory()
    const drafts = claimDraftStorage(store)
    drafts.save("new", saved)
    drafts.save(7, { ...saved, draft: { ...saved.draft, facilityId: 7 } })
    expect(drafts.load("new")).toEqual(saved)
    expect(drafts.load(7)?.draft.facilityId).toBe(7)
    expect([...store.items.keys()].sort()).toEqual([`${CLAIM_DRAFT_KEY_PREFIX}7`, `${CLAIM_DRAFT_KEY_PREFIX}new`])
    drafts.clear("new")
    expect(drafts.load("new")).toBeNull()
    expect(drafts.load(7)).not.toBeNull()
  })

  it.each([
    ["not JSON", "{"],
    ["an unknown step", JSON.stringify({ ...saved, step: "payment" })],
    ["a town without its centre", JSON.stringify({ ...saved, draft: { ...saved.draft, town: { ...town, centre: null } } })],
    ["a pin off the map", JSON.stringify({ ...saved, draft: { ...saved.draft, location: { lat: "50", lng: 19.93 } } })],
    ["a fractional facility id", JSON.stringify({ ...saved, draft: { ...saved.draft, facilityId: 7.5 } })]
  ])("reads %s as no draft", (_label, raw) => {
    const store = memory()
    store.setItem(`${CLAIM_DRAFT_KEY_PREFIX}new`, raw)
    expect(claimDraftStorage(store).load("new")).toBeNull()
  })

  it("keeps only the draft's own fields", () => {
    const store = memory()
    store.setItem(`${CLAIM_DRAFT_KEY_PREFIX}new`, JSON.stringify({ ...saved, draft: { ...saved.draft, documents: ["<script>"] } }))
    expect(claimDraftStorage(store).load("new")).toEqual(saved)
  })
})
