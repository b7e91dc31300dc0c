import { describe, expect, it } from "vitest"
import { createActor, toPromise } from "xstate"
import { webPageActors } from "../actors/webPageActors"
import { apiError } from "../api/errors"
import type { PageTemplate, Subpage, WebPage } from "../domain/webPage"
import { SUBPAGE_SECTIONS_MAX } from "../domain/webPage"
import { facilityKeys, referenceKeys } from "../queries/queryKeys"
import { facilityWebPageQuery, facilityWebPagesQuery, pageTemplatesQuery } from "../queries/webPageQueries"
import { recordingCaller } from "../testing/recordingCaller"
import { aWebPage, startWebsiteBuilder } from "../testing/websiteBuilderHarness"
import { subpageChanges, subpageDraftErrors, subpagePayload, templatePreviewUrl } from "./websiteBuilderDraft"
import { inDisplayOrder, moveSubpage, ordersDiffer, placeInOrder, placeSubpage, sortOrder } from "./websiteBuilderTree"

const page = (id: number, parent: string, position: number, overrides: Partial<Subpage> = {}): Subpage => ({
  id,
  slug: `strona-${id}`,
  title: `Strona ${id}`,
  description_title: "",
  type: "custom",
  parent,
  position,
  visible: true,
  in_menu: true,
  sections: [],
  ...overrides
})
const placesOf = (subpages: ReadonlyArray<Subpage>) => subpages.map(({ id, parent }) => [id, parent])

/** Start (1) with its child Wycieczki (4); O nas (2); Kontakt (3). */
const tree = [page(3, "", 2), page(4, "1", 0), page(2, "", 1), page(1, "", 0)]

describe("the subpage tree of the builder (management 2.6, 3)", () => {
  it("shows each page followed by its children, siblings by position; a page whose parent is gone is a root", () => {
    expect(placesOf(inDisplayOrder(tree))).toEqual([[1, ""], [4, "1"], [2, ""], [3, ""]])
    expect(placesOf(inDisplayOrder([page(5, "99", 0), page(1, "", 1)]))).toEqual([[5, ""], [1, ""]])
  })

  it("moves a page down past its next sibling, and not past the last", () => {
    expect(placesOf(moveSubpage(tree, 1, "down"))).toEqual([[2, ""], [1, ""], [4, "1"], [3, ""]])
    expect(placesOf(moveSubpage(tree, 3, "down"))).toEqual(placesOf(inDisplayOrder(tree)))
    expect(placesOf(moveSubpage(tree, 4, "down"))).toEqual(placesOf(inDisplayOrder(tree)))
  })

  it("moves a page up, and the first not at all", () => {
    expect(placesOf(moveSubpage(tree, 3, "up"))).toEqual([[1, ""], [4, "1"], [3, ""], [2, ""]])
    expect(placesOf(moveSubpage(tree, 1, "up"))).toEqual(placesOf(inDisplayOrder(tree)))
  })

  it("indents a page as the last child of the sibling before it, with its own children", () => {
    expect(placesOf(moveSubpage(tree, 2, "indent"))).toEqual([[1, ""], [4, "1"], [2, "1"], [3, ""]])
    expect(placesOf(moveSubpage(tree, 1, "indent"))).toEqual(placesOf(inDisplayOrder(tree)))
    const nested = moveSubpage(tree, 1, "down")
    expect(placesOf(moveSubpage(nested, 1, "indent"))).toEqual([[2, ""], [1, "2"], [4, "1"], [3, ""]])
  })

  it("outdents a page to right after its parent, and a root not at all", () => {
    expect(placesOf(moveSubpage(tree, 4, "outdent"))).toEqual([[1, ""], [4, ""], [2, ""], [3, ""]])
    expect(placesOf(moveSubpage(tree, 2, "outdent"))).toEqual(placesOf(inDisplayOrder(tree)))
  })

  it("drops a page under any parent at an index, clamped, and never under itself or its descendants", () => {
    expect(placesOf(placeSubpage(tree, 3, "1", 0))).toEqual([[1, ""], [3, "1"], [4, "1"], [2, ""]])
    expect(placesOf(placeSubpage(tree, 3, "1", 99))).toEqual([[1, ""], [4, "1"], [3, "1"], [2, ""]])
    expect(placesOf(placeSubpage(tree, 3, "", -5))).toEqual([[3, ""], [1, ""], [4, "1"], [2, ""]])
    expect(placesOf(placeSubpage(tree, 1, "4", 0))).toEqual(placesOf(inDisplayOrder(tree)))
    expect(placesOf(placeSubpage(tree, 1, "1", 0))).toEqual(placesOf(inDisplayOrder(tree)))
    expect(placesOf(placeSubpage(tree, 1, "77", 0))).toEqual(placesOf(inDisplayOrder(tree)))
    expect(placesOf(placeSubpage(tree, 77, "", 0))).toEqual(placesOf(inDisplayOrder(tree)))
  })

  it("moves nothing for a page that is not there", () => {
    expect(placesOf(moveSubpage(tree, 77, "up"))).toEqual(placesOf(inDisplayOrder(tree)))
  })

  it("tells orders apart by length, id and parent, and puts back a saved order without pages gone since", () => {
    expect(ordersDiffer([{ id: 1, parent: "" }], [{ id: 1, parent: "" }, { id: 2, parent: "" }])).toBe(true)
    expect(ordersDiffer([{ id: 1, parent: "" }, { id: 2, parent: "" }], [{ id: 1, parent: "" }])).toBe(true)
    expect(ordersDiffer([{ id: 2, parent: "1" }], [{ id: 2, parent: "" }])).toBe(true)
    expect(ordersDiffer([{ id: 2, parent: "" }], [{ id: 2, parent: "" }])).toBe(false)
    expect(placesOf(placeInOrder([page(1, "", 0)], [{ id: 9, parent: "" }, { id: 1, parent: "" }]))).toEqual([[1, ""]])
  })

  it("numbers siblings from 0 and sends the whole tree in display order", () => {
    const moved = placeSubpage(tree, 3, "1", 0)
    expect(moved.map((subpage) => subpage.position)).toEqual([0, 0, 1, 1])
    expect(sortOrder(moved)).toEqual([{ id: 1, parent: "" }, { id: 3, parent: "1" }, { id: 4, parent: "1" }, { id: 2, parent: "" }])
    expect(placesOf(placeInOrder(moved, sortOrder(tree)))).toEqual(placesOf(inDisplayOrder(tree)))
  })
})

describe("the builder's drafts and preview (management 2.5, 2.6)", () => {
  it("previews on the site's own subdomain with template_preview, keeping the scheme and port", () => {
    expect(templatePreviewUrl("https://pociecha.pl", "tecza", "space")).toBe("https://tecza.pociecha.pl/?template_preview=space")
    expect(templatePreviewUrl("http://localhost:3000/", "tecza", "music_notes")).toBe("http://tecza.localhost:3000/?template_preview=music_notes")
    expect(templatePreviewUrl("pociecha.pl", "tecza", "bears")).toBe("https://tecza.pociecha.pl/?template_preview=bears")
    expect(templatePreviewUrl("https://pociecha.pl//", "tecza", "bears")).toBe("https://tecza.pociecha.pl/?template_preview=bears")
  })

  it("sends a title trimmed, and of an edit only the title or the sections that changed", () => {
    const saved = page(2, "", 0, { title: "O nas", sections: [{ type: "rich_text", rich_text: "<p>a</p>" }] })
    const draft = { id: 2, parent: "", title: " O nas ", sections: ["<p>a</p>"] }
    expect(subpagePayload({ ...draft, id: null }).title).toBe("O nas")
    expect(subpageChanges(saved, draft)).toEqual({})
    expect(subpageChanges(saved, { ...draft, title: "Kim jesteśmy" })).toEqual({ title: "Kim jesteśmy" })
    expect(subpageChanges(saved, { ...draft, sections: ["<p>b</p>"] })).toEqual({ sections: [{ type: "rich_text", rich_text: "<p>b</p>" }] })
    expect(subpageChanges(saved, { ...draft, sections: ["<p>a</p>", ""] })).toHaveProperty("sections")
    expect(subpageChanges(saved, { ...draft, sections: [] })).toHaveProperty("sections")
  })

  it("judges a draft's title: required, and no longer than the contract allows", () => {
    expect(subpageDraftErrors({ id: null, parent: "", title: " ", sections: [] })).toEqual({ title: "FIELD_REQUIRED" })
    expect(subpageDraftErrors({ id: null, parent: "", title: "x".repeat(201), sections: [] })).toHaveProperty("title")
    expect(subpageDraftErrors({ id: null, parent: "", title: "Wycieczki", sections: ["<p>a</p>"] })).toEqual({})
  })
})

const templates: ReadonlyArray<PageTemplate> = [
  { id: 4, key: "bears", name: "Misie", description: "", image: "", is_visible: false },
  { id: 5, key: "rainbow", name: "Tęcza", description: "", image: "", is_visible: true }
]
const aSite = (subpages: ReadonlyArray<Subpage>): WebPage => aWebPage({ id: 8, template_id: 5, template_key: "rainbow", subpages })

const builder = (site: WebPage | null, withTemplates = templates) =>
  startWebsiteBuilder({ facilityRef: "tecza-7", templates: withTemplates, site, siteOrigin: "https://pociecha.pl" })

describe("websiteBuilderMachine — details", () => {
  it("offers the visible templates only, the first chosen, and ignores a hidden one or an unknown preview", () => {
    const { actor, emitted } = builder(null)
    expect(actor.getSnapshot().context.templates.map((template) => template.id)).toEqual([5])
    expect(actor.getSnapshot().context.templateId).toBe(5)
    actor.send({ type: "CHOOSE_TEMPLATE", templateId: 4 })
    actor.send({ type: "PREVIEW", templateId: 4 })
    expect(actor.getSnapshot().context.templateId).toBe(5)
    expect(emitted).toEqual([])
  })

  it("refuses to create without a visible template to give the site", () => {
    const { actor } = builder(null, [])
    actor.send({ type: "CHANGE_NAME", value: "tecza" })
    actor.send({ type: "CREATE" })
    expect(actor.getSnapshot().value).toEqual({ noSite: "editing" })
    expect(actor.getSnapshot().context.errors).toEqual({ template_id: "FIELD_REQUIRED" })
  })

  it("judges every special character of the spec in a name, and sends it lowercased and trimmed", async () => {
    const { actor, calls } = builder(null)
    for (const character of [".", ",", ";", ":", "?", "!", "/"]) {
      actor.send({ type: "CHANGE_NAME", value: `tecza${character}` })
      expect(actor.getSnapshot().context.errors).toEqual({ name: "WEBSITE_NAME_INVALID" })
    }
    actor.send({ type: "CHANGE_NAME", value: " Tecza " })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: "CREATE" })
    expect(calls.create.latest().input).toEqual({ facilityRef: "tecza-7", payload: { template_id: 5, name: "tecza" } })
  })

  it("saves no setting that would not change, and keeps a subpage form open while it saves", () => {
    const { actor, calls } = builder(aSite([page(1, "", 0), page(2, "", 1)]))
    actor.send({ type: "CHOOSE_TEMPLATE", templateId: 5 })
    actor.send({ type: "SET_VISIBLE", visible: true })
    actor.send({ type: "SET_ACTIVE", active: true })
    actor.send({ type: "SET_SUBPAGE_FLAG", id: 1, flag: "visible", value: true })
    expect(actor.getSnapshot().value).toEqual({ site: "idle" })
    expect(calls.update.calls).toHaveLength(0)
    actor.send({ type: "EDIT_SUBPAGE", id: 2 })
    actor.send({ type: "CHANGE_TITLE", value: "Nowa" })
    actor.send({ type: "SAVE_SUBPAGE" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toEqual({ site: { subpageForm: "saving" } })
  })

  it("hides a subpage through its flag, and ignores unknown subpages", () => {
    const { actor, calls } = builder(aSite([page(1, "", 0), page(2, "", 1)]))
    actor.send({ type: "EDIT_SUBPAGE", id: 9 })
    actor.send({ type: "REMOVE_SUBPAGE", id: 9 })
    expect(actor.getSnapshot().value).toEqual({ site: "idle" })
    actor.send({ type: "SET_SUBPAGE_FLAG", id: 2, flag: "visible", value: false })
    expect(calls.saveSubpage.latest().input).toEqual({ facilityRef: "tecza-7", webPageId: 8, subpageId: 2, subpage: { visible: false } })
  })

  it("adds a subpage under a parent, with at most SUBPAGE_SECTIONS_MAX sections, and edits only sections that exist", () => {
    const { actor, calls } = builder(aSite([page(1, "", 0)]))
    actor.send({ type: "ADD_SUBPAGE", parent: "1" })
    for (let i = 0; i < SUBPAGE_SECTIONS_MAX + 3; i += 1) actor.send({ type: "ADD_SECTION" })
    expect(actor.getSnapshot().context.draft!.sections).toHaveLength(SUBPAGE_SECTIONS_MAX)
    actor.send({ type: "CHANGE_SECTION", index: SUBPAGE_SECTIONS_MAX, html: "<p>poza</p>" })
    actor.send({ type: "CHANGE_SECTION", index: -1, html: "<p>poza</p>" })
    expect(actor.getSnapshot().context.draft!.sections.every((html) => html === "")).toBe(true)
    actor.send({ type: "CHANGE_TITLE", value: "Grupa Misie" })
    actor.send({ type: "SAVE_SUBPAGE" })
    const sent = calls.saveSubpage.latest().input
    expect(sent.subpageId).toBeNull()
    expect(sent.subpage).toMatchObject({ title: "Grupa Misie", type: "custom", parent: "1" })
  })

  it("stays on a site whose deletion was answered 404, with no toast (spec 8.1)", async () => {
    const { actor, calls, emitted } = builder(aSite([page(1, "", 0)]))
    actor.send({ type: "DELETE_SITE" })
    actor.send({ type: "CONFIRM" })
    await calls.remove.latest().reject(apiError("ERROR_WEB_PAGE_NOT_FOUND"))
    expect(actor.getSnapshot().value).toEqual({ site: "idle" })
    expect(emitted).toEqual([])
  })

  it("has no subpages before the site exists", () => {
    expect(builder(null).actor.getSnapshot().context.subpages).toEqual([])
  })

  it("keeps its own copy of an edit saved with should_commit false, and marks the site's reads stale without reading them", async () => {
    const { actor, calls, emitted } = builder(aSite([page(1, "", 0), page(2, "", 1)]))
    actor.send({ type: "EDIT_SUBPAGE", id: 2 })
    actor.send({ type: "CHANGE_TITLE", value: " Nowy tytuł " })
    actor.send({ type: "CHANGE_SECTION", index: 0, html: "<p>x</p>" })
    actor.send({ type: "ADD_SECTION" })
    actor.send({ type: "CHANGE_SECTION", index: 0, html: "<p>treść</p>" })
    actor.send({ type: "SAVE_SUBPAGE", commit: false })
    await calls.saveSubpage.latest().resolve(aSite([page(1, "", 0), page(2, "", 1, { title: "Z serwera" })]))
    const shown = actor.getSnapshot().context.subpages.find((subpage) => subpage.id === 2)!
    expect(shown.title).toBe("Nowy tytuł")
    expect(shown.sections).toEqual([{ type: "rich_text", rich_text: "<p>treść</p>" }])
    expect(actor.getSnapshot().context.subpages.find((subpage) => subpage.id === 1)!.title).toBe("Strona 1")
    expect(emitted).toEqual([
      { type: "toast", tone: "success", key: "CHANGES_SAVED" },
      { type: "queriesStale", keys: [], unread: [["facility", "tecza-7", "web-pages"]] }
    ])
  })

  it("takes the server's answer of an edit saved as usual, and of a new subpage even with should_commit false", async () => {
    const { actor, calls } = builder(aSite([page(1, "", 0)]))
    actor.send({ type: "EDIT_SUBPAGE", id: 1 })
    actor.send({ type: "CHANGE_TITLE", value: "Start" })
    actor.send({ type: "SAVE_SUBPAGE" })
    await calls.saveSubpage.latest().resolve(aSite([page(1, "", 0, { title: "Z serwera" })]))
    expect(actor.getSnapshot().context.subpages[0]!.title).toBe("Z serwera")
    actor.send({ type: "ADD_SUBPAGE" })
    actor.send({ type: "CHANGE_TITLE", value: "Nowa" })
    actor.send({ type: "SAVE_SUBPAGE", commit: false })
    await calls.saveSubpage.latest().resolve(aSite([page(1, "", 0), page(6, "", 1, { title: "Nowa" })]))
    expect(actor.getSnapshot().context.subpages.map((subpage) => subpage.id)).toEqual([1, 6])
  })

  it("reads the site again once for drops where a drag's last step put the page", async () => {
    const { actor, calls, emitted } = builder(aSite([page(1, "", 0), page(2, "", 1)]))
    actor.send({ type: "DROP_SUBPAGE", id: 2, parent: "", index: 0, commit: false })
    await calls.sortSubpages.latest().resolve(aSite([page(2, "", 0), page(1, "", 1)]))
    emitted.splice(0)
    actor.send({ type: "DROP_SUBPAGE", id: 2, parent: "", index: 0 })
    actor.send({ type: "MOVE_SUBPAGE", id: 2, move: "up" })
    expect(emitted).toEqual([{ type: "queriesStale", keys: [["facility", "tecza-7", "web-pages"]] }])
    expect(calls.sortSubpages.calls).toHaveLength(1)
  })

  it("reads nothing again for a drop after a drag's steps when a save read the site since", async () => {
    const { actor, calls, emitted } = builder(aSite([page(1, "", 0), page(2, "", 1)]))
    actor.send({ type: "DROP_SUBPAGE", id: 2, parent: "", index: 0, commit: false })
    await calls.sortSubpages.latest().resolve(aSite([page(2, "", 0), page(1, "", 1)]))
    expect(emitted.splice(0)).toEqual([{ type: "queriesStale", keys: [], unread: [["facility", "tecza-7", "web-pages"]] }])
    actor.send({ type: "SET_SUBPAGE_FLAG", id: 1, flag: "in_menu", value: false })
    await calls.saveSubpage.latest().resolve(aSite([page(2, "", 0), page(1, "", 1, { in_menu: false })]))
    emitted.splice(0)
    actor.send({ type: "DROP_SUBPAGE", id: 2, parent: "", index: 0 })
    expect(emitted).toEqual([])
    expect(calls.sortSubpages.calls).toHaveLength(1)
  })

  it("clears a field's message when the field changes", async () => {
    const { actor, calls } = builder(null)
    actor.send({ type: "CHANGE_NAME", value: "tecza" })
    actor.send({ type: "CREATE" })
    await calls.create.latest().reject(apiError("ERROR_BAD_REQUEST", { template_id: ["FIELD_INVALID"], name: ["WEBSITE_NAME_TAKEN"] }))
    expect(actor.getSnapshot().context.errors).toEqual({ template_id: "FIELD_INVALID", name: "WEBSITE_NAME_TAKEN" })
    actor.send({ type: "CHOOSE_TEMPLATE", templateId: 5 })
    expect(actor.getSnapshot().context.errors).toEqual({ name: "WEBSITE_NAME_TAKEN" })
    const site = builder(aSite([page(1, "", 0)]))
    site.actor.send({ type: "EDIT_SUBPAGE", id: 1 })
    site.actor.send({ type: "CHANGE_TITLE", value: "Inny" })
    site.actor.send({ type: "SAVE_SUBPAGE" })
    await site.calls.saveSubpage.latest().reject(apiError("ERROR_BAD_REQUEST", { title: ["FIELD_INVALID"], sections: ["FIELD_INVALID"] }))
    site.actor.send({ type: "CHANGE_TITLE", value: "Jeszcze inny" })
    expect(site.actor.getSnapshot().context.errors).toEqual({ sections: "FIELD_INVALID" })
    site.actor.send({ type: "CHANGE_SECTION", index: 0, html: "<p>a</p>" })
    expect(site.actor.getSnapshot().context.errors).toEqual({})
  })

  it("ignores a hidden template and a flag another page differs in", () => {
    const { actor, calls } = builder(aSite([page(1, "", 0), page(2, "", 1, { visible: false })]))
    actor.send({ type: "CHOOSE_TEMPLATE", templateId: 4 })
    actor.send({ type: "SET_SUBPAGE_FLAG", id: 1, flag: "visible", value: true })
    expect(actor.getSnapshot().value).toEqual({ site: "idle" })
    expect(calls.update.calls).toHaveLength(0)
    expect(calls.saveSubpage.calls).toHaveLength(0)
  })

  it("previews the site in a template on its own subdomain", () => {
    const { actor, emitted } = builder(aSite([page(1, "", 0)]))
    actor.send({ type: "PREVIEW", templateId: 5 })
    expect(emitted).toEqual([{ type: "templatePreview", key: "rainbow", url: "https://tecza.pociecha.pl/?template_preview=rainbow" }])
  })
})

describe("the builder's calls and reads (management 7 Web pages)", () => {
  it("calls each endpoint of the contract with the facility, the site and the subpage", async () => {
    const { calls, caller } = recordingCaller(aSite([]))
    const actors = webPageActors(caller)
    const run = async <I>(logic: { readonly transition: unknown }, input: I) =>
      toPromise(createActor(logic as Parameters<typeof createActor>[0], { input }).start())
    await run(actors.create, { facilityRef: "tecza-7", payload: { template_id: 5, name: "tecza" } })
    await run(actors.update, { facilityRef: "tecza-7", webPageId: 8, patch: { visible: false } })
    await run(actors.remove, { facilityRef: "tecza-7", webPageId: 8 })
    await run(actors.saveSubpage, { facilityRef: "tecza-7", webPageId: 8, subpageId: null, subpage: { title: "A", sections: [], type: "custom" } })
    await run(actors.saveSubpage, { facilityRef: "tecza-7", webPageId: 8, subpageId: 3, subpage: { in_menu: false } })
    await run(actors.removeSubpage, { facilityRef: "tecza-7", webPageId: 8, subpageId: 3 })
    await run(actors.sortSubpages, { facilityRef: "tecza-7", webPageId: 8, order: [{ id: 3, parent: "" }] })
    expect(calls).toEqual([
      { endpoint: "webPages.create", request: { params: { facility_id: "tecza-7" }, payload: { template_id: 5, name: "tecza" } } },
      { endpoint: "webPages.update", request: { params: { facility_id: "tecza-7", id: 8 }, payload: { visible: false } } },
      { endpoint: "webPages.remove", request: { params: { facility_id: "tecza-7", id: 8 } } },
      { endpoint: "webPages.addSubpage", request: { params: { facility_id: "tecza-7", web_page_id: 8 }, payload: { title: "A", sections: [], type: "custom" } } },
      { endpoint: "webPages.updateSubpage", request: { params: { facility_id: "tecza-7", web_page_id: 8, id: 3 }, payload: { in_menu: false } } },
      { endpoint: "webPages.removeSubpage", request: { params: { facility_id: "tecza-7", web_page_id: 8, id: 3 } } },
      { endpoint: "webPages.sortSubpages", request: { params: { facility_id: "tecza-7", web_page_id: 8 }, payload: { order: [{ id: 3, parent: "" }] } } }
    ])
  })

  it("reads the templates and the facility's sites under keys a site change marks stale", async () => {
    const { calls, caller } = recordingCaller([])
    const reads = [pageTemplatesQuery(caller), facilityWebPagesQuery(caller, "tecza-7"), facilityWebPageQuery(caller, "tecza-7", 8)]
    for (const read of reads) await read.queryFn()
    expect(reads.map((read) => read.queryKey)).toEqual([referenceKeys.pageTemplates, ["facility", "tecza-7", "web-pages"], ["facility", "tecza-7", "web-pages", 8]])
    expect(facilityKeys.webPage("tecza-7", 8).slice(0, 3)).toEqual(facilityKeys.webPages("tecza-7"))
    expect(calls.map((call) => call.endpoint)).toEqual(["pageTemplates.list", "webPages.list", "webPages.one"])
  })
})
