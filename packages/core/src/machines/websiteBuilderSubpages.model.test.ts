import { describe } from "vitest"
import {
  createMachine, type AnyEventObject, type EventObject, type MetaObject, type ParameterizedObject, type ProvidedActor, type StatesConfig
} from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { Subpage, WebPage } from "../domain/webPage"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { announceModel, aWebPage, builderReplay, isIn, sitesStale, startWebsiteBuilder, toastOf } from "../testing/websiteBuilderHarness"

/**
 * A site's subpages as management 2.6, 3 (Subpage), 4 (Website) and issue 17 describe them, for a
 * site of three root pages: Start, O nas, Kontakt. The owner adds a `custom` subpage (a title and
 * rich-text sections; it lands last among the roots) or edits one's title and sections; a blank
 * title is 'field is required', an edit that changes nothing 'no changes to save'; only what
 * changed is sent. Saving with should_commit false keeps the builder's copy of the edit and marks
 * the site's reads stale without reading them again. A subpage is deleted after a confirmation,
 * never the last one. The menu flag saves at once. Subpages are reordered and nested by keyboard
 * (up, indent under the page before, outdent after the parent) and by drag and drop (a step up,
 * or over the first place, then dropped there); the tree changes at once and the whole order is sent with
 * each page's parent, without taking the answer; moves made while it is sent are sent next. The
 * steps of a drag are sent with should_commit false: the site's reads are only marked stale. A
 * drop or a keyboard move commits: once its order is answered the site is read again, and a drop
 * where the last step already put the page reads it at once. A failed sort puts back the order
 * the server keeps. Every other save says 'Changes saved successfully!' and marks the facility's
 * sites stale.
 */
interface Page {
  readonly id: number
  readonly parent: string
  readonly title: string
  readonly inMenu: boolean
  /** The HTML of its sections. */
  readonly sections: ReadonlyArray<string>
}
interface Draft {
  readonly id: number | null
  readonly title: string
  readonly sections: ReadonlyArray<string>
}
type Place = { readonly id: number; readonly parent: string }
interface Context {
  /** The pages shown, each followed by its children. */
  readonly pages: ReadonlyArray<Page>
  /** The order the server keeps, and the one being sent. */
  readonly saved: ReadonlyArray<Place>
  readonly sent: ReadonlyArray<Place> | null
  readonly draft: Draft | null
  readonly errors: Readonly<Record<string, string>>
  readonly formError: string | null
  /** The page being deleted, or whose menu flag is saved. */
  readonly target: number | null
  /** Whether the save or the sort under way commits (should_commit). */
  readonly commit: boolean
  /** Whether the latest move commits: a drop or a keyboard move, not a step of a drag. */
  readonly ends: boolean
  /** Whether the server keeps an order sent without reading the site again. */
  readonly unread: boolean
}
const announce = announceModel<Context>

const FACILITY = "tecza-7"
const NEW_PAGE = 10
const MOVED = 3
const aboutText = "<p>Jesteśmy przedszkolem.</p>"
const start: ReadonlyArray<Page> = [
  { id: 1, parent: "", title: "Start", inMenu: true, sections: [] },
  { id: 2, parent: "", title: "O nas", inMenu: true, sections: [aboutText] },
  { id: MOVED, parent: "", title: "Kontakt", inMenu: true, sections: [] }
]

const orderOf = (pages: ReadonlyArray<Page>): ReadonlyArray<Place> => pages.map(({ id, parent }) => ({ id, parent }))
const sameOrder = (a: ReadonlyArray<Place>, b: ReadonlyArray<Place>) => JSON.stringify(a) === JSON.stringify(b)

/** The tree the spec describes (parent links), as nested lists, and back in display order. */
type Tree = ReadonlyArray<{ readonly page: Page; readonly children: Tree }>
const treeOf = (pages: ReadonlyArray<Page>, parent = ""): Tree =>
  pages.filter((page) => page.parent === parent).map((page) => ({ page, children: treeOf(pages, String(page.id)) }))
const pagesOf = (tree: Tree, parent = ""): ReadonlyArray<Page> => tree.flatMap(({ page, children }) => [{ ...page, parent }, ...pagesOf(children, String(page.id))])

/** The moved page's siblings (with it) and where it is among them. */
function whereIs(tree: Tree, id: number): { readonly siblings: Tree; readonly at: number; readonly parent: Page | null } | null {
  const at = tree.findIndex((node) => node.page.id === id)
  if (at !== -1) return { siblings: tree, at, parent: null }
  for (const node of tree) {
    const found = whereIs(node.children, id)
    if (found !== null) return found.parent === null ? { ...found, parent: node.page } : found
  }
  return null
}
const replaceSiblings = (tree: Tree, parent: Page | null, siblings: Tree): Tree =>
  parent === null ? siblings : tree.map((node) => (node.page.id === parent.id ? { ...node, children: siblings } : { ...node, children: replaceSiblings(node.children, parent, siblings) }))

type Move = "up" | "indent" | "outdent" | "first"
/** Management 2.6's reorder and nest, of one page, by the keys and by a drag to the first place. */
function moved(pages: ReadonlyArray<Page>, move: Move): ReadonlyArray<Page> {
  const tree = treeOf(pages)
  const where = whereIs(tree, MOVED)
  if (where === null) return pages
  const { siblings, at, parent } = where
  const self = siblings[at]!
  const rest = siblings.filter((_, i) => i !== at)
  if (move === "up") return at === 0 ? pages : pagesOf(replaceSiblings(tree, parent, [...rest.slice(0, at - 1), self, ...rest.slice(at - 1)]))
  if (move === "indent") {
    if (at === 0) return pages
    const before = siblings[at - 1]!
    return pagesOf(replaceSiblings(tree, parent, rest.map((node) => (node === before ? { ...node, children: [...node.children, self] } : node))))
  }
  if (move === "outdent") {
    if (parent === null) return pages
    const without = replaceSiblings(tree, parent, rest)
    const up = whereIs(without, parent.id)!
    return pagesOf(replaceSiblings(without, up.parent, [...up.siblings.slice(0, up.at + 1), self, ...up.siblings.slice(up.at + 1)]))
  }
  const without = replaceSiblings(tree, parent, rest)
  return pagesOf([self, ...without])
}

const savedToast = announce(toastOf("success", "CHANGES_SAVED"))
const stale = announce(sitesStale(FACILITY, true))
const lost = announce(toastOf("error", "CONNECTION_ERROR"))
const closed = { draft: null, errors: {}, formError: null, target: null }

const editDraft = (change: (draft: Draft) => Partial<Draft>, field?: string) =>
  assignModel<Context>(({ context }) => {
    const { [field ?? ""]: _, ...errors } = context.errors
    return { draft: { ...context.draft!, ...change(context.draft!) }, errors }
  })

/** What an edit changes, of the page as the server keeps it. */
const changes = (context: Context): Record<string, unknown> => {
  const draft = context.draft!
  const title = draft.title.trim()
  const page = context.pages.find((shown) => shown.id === draft.id)!
  return {
    ...(title === page.title ? {} : { title }),
    ...(JSON.stringify(draft.sections) === JSON.stringify(page.sections) ? {} : { sections: draft.sections.map((html) => ({ type: "rich_text", rich_text: html })) })
  }
}

/** Saving the form: as usual, or quietly (should_commit false), which a new page cannot be. */
const save = (quietly: boolean) => [
  { guard: ({ context }: { readonly context: Context }) => context.draft!.title.trim() === "", actions: assignModel<Context>({ errors: { title: "FIELD_REQUIRED" }, formError: null }) },
  {
    guard: ({ context }: { readonly context: Context }) => context.draft!.id !== null && Object.keys(changes(context)).length === 0,
    actions: assignModel<Context>({ formError: "NO_CHANGES_TO_SAVE" })
  },
  // A new page has no id until the server answers: its answer is taken all the same.
  { target: "saving", actions: assignModel<Context>(({ context }) => ({ formError: null, commit: !quietly || context.draft!.id === null })) }
]

const changesOrder = (move: Move) => ({ context }: { readonly context: Context }) => !sameOrder(orderOf(moved(context.pages, move)), orderOf(context.pages))
/** A move from a tree at rest: sent at once when it changes the order. */
const moveAndSend = (move: Move, ends: boolean) => ({
  guard: changesOrder(move),
  target: "sorting",
  actions: assignModel<Context>(({ context }) => {
    const pages = moved(context.pages, move)
    return { pages, sent: orderOf(pages), commit: ends, ends }
  })
})
/** A drop or a keyboard move: sent, or, when it changes nothing after a drag's steps, the site read again. */
const endingMove = (move: Move) => [moveAndSend(move, true), { guard: ({ context }: { readonly context: Context }) => context.unread, actions: [assignModel<Context>({ unread: false }), stale] }]
/** A move while an order is sent: shown, and sent next. */
const moveMeanwhile = (move: Move, ends: boolean) => ({ actions: assignModel<Context>(({ context }) => ({ pages: moved(context.pages, move), ends })) })
/** Whether moves made while the order was sent changed it: they are sent next. */
const changedMeanwhile = (context: Context) => !sameOrder(orderOf(context.pages), context.sent!)
/** A sort answered: the order sent is kept, and the site read again when it commits, else only marked stale. */
const sorted = (readAgain: boolean, next: (context: Context) => Partial<Context>) => [
  announce(sitesStale(FACILITY, readAgain)),
  assignModel<Context>(({ context }) => ({ saved: context.sent!, unread: !readAgain, ...next(context) }))
]
/** The moves made meanwhile sent next, committing as the latest of them does. */
const sendNext = (context: Context) => ({ sent: orderOf(context.pages), commit: context.ends })
const allSent = () => ({ sent: null })

/** The states of a model of the site, as assignModel and announceModel type their actions. */
type SiteStates = StatesConfig<Context, AnyEventObject, ProvidedActor, ParameterizedObject, ParameterizedObject, string, string, unknown, AnyEventObject, MetaObject>

/** A model of the site's subpages, three root pages at the start: `states` are those of the site, `idle` first. */
const subpagesModel = (states: SiteStates) =>
  createMachine({
    types: {} as { context: Context; emitted: AnyEventObject },
    id: "subpages",
    context: { pages: start, saved: orderOf(start), sent: null, draft: null, errors: {}, formError: null, target: null, commit: true, ends: true, unread: false },
    initial: "site",
    states: { site: { initial: "idle", states } }
  })

/** Subpages added, edited, deleted and put in or out of the menu. */
const formsModel = subpagesModel({
  idle: {
    on: {
      // One new page is enough to see where it lands: the model adds no second.
      ADD: { guard: ({ context }) => !context.pages.some((page) => page.id === NEW_PAGE), target: "subpageForm", actions: assignModel<Context>({ draft: { id: null, title: "", sections: [""] } }) },
      EDIT_ABOUT: {
        guard: ({ context }) => context.pages.some((page) => page.id === 2),
        target: "subpageForm",
        actions: assignModel<Context>(({ context }) => {
          const { id, title, sections } = context.pages.find((page) => page.id === 2)!
          return { draft: { id, title, sections } }
        })
      },
      REMOVE_LAST: [
        { guard: ({ context }) => context.pages.length === 1, actions: announce(toastOf("error", "WEBSITE_LAST_SUBPAGE")) },
        { target: "confirmingSubpageRemoval", actions: assignModel<Context>(({ context }) => ({ target: context.pages.at(-1)!.id })) }
      ],
      MENU_OFF_START: {
        guard: ({ context }) => context.pages.find((page) => page.id === 1)?.inMenu === true,
        target: "switchingSubpage",
        actions: assignModel<Context>({ target: 1 })
      }
    }
  },
  subpageForm: {
    initial: "editing",
    states: {
      editing: {
        on: {
          // Not while saving: a save under way is not abandoned.
          CANCEL: { target: "#subpages.site.idle", actions: assignModel<Context>(closed) },
          TITLE_TRIPS: { actions: editDraft(() => ({ title: "Wycieczki" }), "title") },
          TITLE_BLANK: { actions: editDraft(() => ({ title: "  " }), "title") },
          WRITE: {
            guard: ({ context }) => context.draft!.sections.length > 0,
            actions: editDraft((draft) => ({ sections: ["<p>Jedziemy do ZOO</p>", ...draft.sections.slice(1)] }), "sections")
          },
          ADD_SECTION: { actions: editDraft((draft) => ({ sections: [...draft.sections, ""] })) },
          REMOVE_SECTION: { actions: editDraft((draft) => ({ sections: draft.sections.slice(0, -1) })) },
          SAVE: save(false),
          SAVE_QUIETLY: save(true)
        }
      },
      saving: {
        on: {
          SUBPAGE_SAVED: [
            {
              guard: ({ context }) => context.draft!.id === null,
              target: "#subpages.site.idle",
              actions: [
                assignModel<Context>(({ context }) => {
                  const pages = [...context.pages, { id: NEW_PAGE, parent: "", title: context.draft!.title.trim(), inMenu: true, sections: context.draft!.sections }]
                  return { ...closed, pages, saved: orderOf(pages) }
                }),
                savedToast,
                stale
              ]
            },
            {
              target: "#subpages.site.idle",
              actions: [
                assignModel<Context>(({ context }) => ({
                  ...closed,
                  pages: context.pages.map((page) => (page.id === context.draft!.id ? { ...page, title: context.draft!.title.trim(), sections: context.draft!.sections } : page))
                })),
                savedToast,
                announce(({ context }) => sitesStale(FACILITY, context.commit))
              ]
            }
          ],
          SUBPAGE_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { title: "FIELD_INVALID" }, formError: null }) },
          SUBPAGE_LOST: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
        }
      }
    }
  },
  confirmingSubpageRemoval: {
    on: {
      CONFIRM: "removingSubpage",
      CANCEL: { target: "idle", actions: assignModel<Context>({ target: null }) }
    }
  },
  removingSubpage: {
    on: {
      SUBPAGE_REMOVED: {
        target: "idle",
        actions: [
          assignModel<Context>(({ context }) => {
            const pages = context.pages.filter((page) => page.id !== context.target)
            return { ...closed, pages, saved: orderOf(pages) }
          }),
          savedToast,
          stale
        ]
      },
      REMOVE_LOST: { target: "idle", actions: [assignModel<Context>({ target: null }), lost] }
    }
  },
  switchingSubpage: {
    on: {
      FLAG_SAVED: {
        target: "idle",
        actions: [
          assignModel<Context>(({ context }) => ({ ...closed, pages: context.pages.map((page) => (page.id === 1 ? { ...page, inMenu: false } : page)) })),
          savedToast,
          stale
        ]
      },
      FLAG_LOST: { target: "idle", actions: [assignModel<Context>({ target: null }), lost] }
    }
  }
})

/** Subpages reordered and nested, and the order sent. */
const movesModel = subpagesModel({
  idle: {
    on: {
      UP: endingMove("up"),
      INDENT: endingMove("indent"),
      OUTDENT: endingMove("outdent"),
      DRAG_UP: moveAndSend("up", false),
      DRAG_FIRST: moveAndSend("first", false),
      DROP_FIRST: endingMove("first")
    }
  },
  sorting: {
    on: {
      UP: moveMeanwhile("up", true),
      INDENT: moveMeanwhile("indent", true),
      OUTDENT: moveMeanwhile("outdent", true),
      DRAG_UP: moveMeanwhile("up", false),
      DRAG_FIRST: moveMeanwhile("first", false),
      DROP_FIRST: moveMeanwhile("first", true),
      SORTED: [
        { guard: ({ context }) => changedMeanwhile(context) && context.commit, target: "sorting", reenter: true, actions: sorted(true, sendNext) },
        { guard: ({ context }) => changedMeanwhile(context), target: "sorting", reenter: true, actions: sorted(false, sendNext) },
        { guard: ({ context }) => context.commit, target: "idle", actions: sorted(true, allSent) },
        // the drop that ends the drag came while its last step was sent, and left the page where that step put it
        { guard: ({ context }) => context.ends, target: "idle", actions: sorted(true, allSent) },
        { target: "idle", actions: sorted(false, allSent) }
      ],
      SORT_LOST: {
        target: "idle",
        actions: [
          assignModel<Context>(({ context }) => ({
            pages: context.saved.map((place) => ({ ...context.pages.find((page) => page.id === place.id)!, parent: place.parent })),
            sent: null
          })),
          lost
        ]
      }
    }
  }
})

const formEvents = [
  "ADD", "EDIT_ABOUT", "TITLE_TRIPS", "TITLE_BLANK", "WRITE", "ADD_SECTION", "REMOVE_SECTION", "SAVE", "SAVE_QUIETLY", "CANCEL",
  "SUBPAGE_SAVED", "SUBPAGE_REFUSED", "SUBPAGE_LOST", "REMOVE_LAST", "CONFIRM", "SUBPAGE_REMOVED", "REMOVE_LOST",
  "MENU_OFF_START", "FLAG_SAVED", "FLAG_LOST"
].map((type) => ({ type }))
const moveEvents = ["UP", "INDENT", "OUTDENT", "DRAG_UP", "DRAG_FIRST", "DROP_FIRST", "SORTED", "SORT_LOST"].map((type) => ({ type }))

const subpage = (page: Page, position: number): Subpage => ({
  id: page.id,
  slug: page.title.toLowerCase(),
  title: page.title,
  description_title: "",
  type: page.id === 1 ? "main" : page.id === 2 ? "about" : "contact",
  parent: page.parent,
  position,
  visible: true,
  in_menu: page.inMenu,
  sections: page.sections.map((html) => ({ type: "rich_text", rich_text: html }))
})

/** The server's site: its subpages, listed in another order than shown (the builder orders them by parent and position). */
const siteWith = (subpages: ReadonlyArray<Subpage>): WebPage => aWebPage({ subpages: [...subpages].reverse() })

function startSystem() {
  const server = { subpages: start.map(subpage) as ReadonlyArray<Subpage> }
  return { ...startWebsiteBuilder({ facilityRef: FACILITY, templates: [], site: siteWith(server.subpages), siteOrigin: "https://pociecha.pl" }), server }
}
type System = ReturnType<typeof startSystem>

const user: Record<string, (system: System) => void> = {
  ADD: ({ actor }) => actor.send({ type: "ADD_SUBPAGE" }),
  EDIT_ABOUT: ({ actor }) => actor.send({ type: "EDIT_SUBPAGE", id: 2 }),
  TITLE_TRIPS: ({ actor }) => actor.send({ type: "CHANGE_TITLE", value: "Wycieczki" }),
  TITLE_BLANK: ({ actor }) => actor.send({ type: "CHANGE_TITLE", value: "  " }),
  WRITE: ({ actor }) => actor.send({ type: "CHANGE_SECTION", index: 0, html: "<p>Jedziemy do ZOO</p>" }),
  ADD_SECTION: ({ actor }) => actor.send({ type: "ADD_SECTION" }),
  REMOVE_SECTION: ({ actor }) => actor.send({ type: "REMOVE_SECTION", index: actor.getSnapshot().context.draft!.sections.length - 1 }),
  SAVE: ({ actor }) => actor.send({ type: "SAVE_SUBPAGE" }),
  SAVE_QUIETLY: ({ actor }) => actor.send({ type: "SAVE_SUBPAGE", commit: false }),
  CANCEL: ({ actor }) => actor.send({ type: "CANCEL" }),
  CONFIRM: ({ actor }) => actor.send({ type: "CONFIRM" }),
  REMOVE_LAST: ({ actor }) => actor.send({ type: "REMOVE_SUBPAGE", id: actor.getSnapshot().context.subpages.at(-1)!.id }),
  MENU_OFF_START: ({ actor }) => actor.send({ type: "SET_SUBPAGE_FLAG", id: 1, flag: "in_menu", value: false }),
  UP: ({ actor }) => actor.send({ type: "MOVE_SUBPAGE", id: MOVED, move: "up" }),
  INDENT: ({ actor }) => actor.send({ type: "MOVE_SUBPAGE", id: MOVED, move: "indent" }),
  OUTDENT: ({ actor }) => actor.send({ type: "MOVE_SUBPAGE", id: MOVED, move: "outdent" }),
  DRAG_UP: ({ actor }) => {
    const shown = actor.getSnapshot().context.subpages
    const self = shown.find((page) => page.id === MOVED)!
    const at = shown.filter((page) => page.parent === self.parent).indexOf(self)
    actor.send({ type: "DROP_SUBPAGE", id: MOVED, parent: self.parent, index: at - 1, commit: false })
  },
  DRAG_FIRST: ({ actor }) => actor.send({ type: "DROP_SUBPAGE", id: MOVED, parent: "", index: 0, commit: false }),
  DROP_FIRST: ({ actor }) => actor.send({ type: "DROP_SUBPAGE", id: MOVED, parent: "", index: 0 })
}

const connectionLost = () => new ConnectionError({ cause: null })

async function perform(system: System, { type }: EventObject) {
  const { calls, server } = system
  const act = user[type]
  if (act !== undefined) return act(system)
  const answer = (subpages: ReadonlyArray<Subpage>) => {
    server.subpages = subpages
    return siteWith(subpages)
  }
  if (type === "SUBPAGE_SAVED") {
    const input = calls.saveSubpage.latest().input
    const next =
      input.subpageId === null
        ? [...server.subpages, { ...subpage({ id: NEW_PAGE, parent: "", title: input.subpage.title, inMenu: true, sections: [] }, server.subpages.filter((page) => page.parent === "").length), type: "custom" as const, sections: input.subpage.sections }]
        : server.subpages.map((page) => (page.id === input.subpageId ? { ...page, ...input.subpage } : page))
    return calls.saveSubpage.latest().resolve(answer(next))
  }
  if (type === "SUBPAGE_REFUSED") return calls.saveSubpage.latest().reject(apiError("ERROR_BAD_REQUEST", { title: ["FIELD_INVALID"] }))
  if (type === "SUBPAGE_LOST" || type === "FLAG_LOST") return calls.saveSubpage.latest().reject(connectionLost())
  if (type === "FLAG_SAVED") {
    const { subpageId, subpage: patch } = calls.saveSubpage.latest().input
    return calls.saveSubpage.latest().resolve(answer(server.subpages.map((page) => (page.id === subpageId ? { ...page, ...patch } : page))))
  }
  if (type === "SUBPAGE_REMOVED") {
    const { subpageId } = calls.removeSubpage.latest().input
    return calls.removeSubpage.latest().resolve(answer(server.subpages.filter((page) => page.id !== subpageId)))
  }
  if (type === "REMOVE_LOST") return calls.removeSubpage.latest().reject(connectionLost())
  if (type === "SORTED") {
    const { order } = calls.sortSubpages.latest().input
    const sorted = order.map(({ id, parent }) => ({ ...server.subpages.find((page) => page.id === id)!, parent, position: order.filter((other) => other.parent === parent).findIndex((other) => other.id === id) }))
    return calls.sortSubpages.latest().resolve(answer(sorted))
  }
  return calls.sortSubpages.latest().reject(connectionLost())
}

const observe = ({ actor, calls }: System) => {
  const snapshot = actor.getSnapshot()
  const { value, context } = snapshot
  const site = value as { readonly site: unknown }
  const calling =
    site.site === "sorting"
      ? calls.sortSubpages.latest().input
      : site.site === "removingSubpage"
      ? calls.removeSubpage.latest().input
      : site.site === "switchingSubpage" || snapshot.matches({ site: { subpageForm: "saving" } })
      ? calls.saveSubpage.latest().input
      : null
  return {
    state: value,
    pending: snapshot.hasTag("pending"),
    pages: context.subpages.map((page) => ({ id: page.id, parent: page.parent, title: page.title, inMenu: page.in_menu })),
    draft: context.draft === null ? null : { id: context.draft.id, title: context.draft.title, sections: context.draft.sections },
    errors: context.errors,
    formError: context.formError,
    calling
  }
}

const site = { facilityRef: FACILITY, webPageId: 1 }
const sectionsSent = (draft: Draft) => draft.sections.map((html) => ({ type: "rich_text", rich_text: html }))

const expected = ({ value, context }: { readonly value: unknown; readonly context: Context }) => ({
  state: value,
  pending: ["saving", "removingSubpage", "switchingSubpage", "sorting"].some((name) => isIn(value, name)),
  pages: context.pages.map(({ id, parent, title, inMenu }) => ({ id, parent, title, inMenu })),
  draft: context.draft,
  errors: context.errors,
  formError: context.formError,
  calling: isIn(value, "sorting")
    ? { ...site, order: context.sent }
    : isIn(value, "removingSubpage")
    ? { ...site, subpageId: context.target }
    : isIn(value, "switchingSubpage")
    ? { ...site, subpageId: 1, subpage: { in_menu: false } }
    : isIn(value, "saving")
    ? context.draft!.id === null
      ? { ...site, subpageId: null, subpage: { title: context.draft!.title.trim(), sections: sectionsSent(context.draft!), type: "custom" } }
      : { ...site, subpageId: context.draft!.id, subpage: changes(context) }
    : null
})

const replay = {
  start: startSystem,
  perform,
  observe,
  expected,
  ...builderReplay,
  // Where the builder can go depends on the tree's shape (with the pages there: the last one is
  // never deleted), whether an order waits to be sent, whether the server keeps an order not read
  // again and the kind of draft open — not on the titles typed, the menu flag (switched once) or
  // the toasts shown.
  vertex: (context: Context) => ({
    tree: context.pages.length === 1 ? "last" : orderOf(context.pages).filter((place) => place.id !== 1),
    waiting: context.sent !== null && !sameOrder(context.sent, orderOf(context.pages)),
    unread: context.unread,
    draft: context.draft === null ? null : {
      new: context.draft.id === null,
      blank: context.draft.title.trim() === "",
      sections: context.draft.sections.length > 0,
      unchanged: context.draft.id !== null && Object.keys(changes(context)).length === 0
    }
  })
}

describe("websiteBuilderMachine — subpages, model-based (management 2.6, 3, 4; issue 17)", () => {
  replayModelPaths(formsModel, formEvents, replay)
})

describe("websiteBuilderMachine — the subpage tree, model-based (management 2.6, 3; issue 17)", () => {
  // Here also on where Start is (a drop on the first place is a step's own place only when the
  // page is before Start) and on whether the sort and the latest move commit, kept after the
  // answer too, so that each reason to read the site again (the sort committed, the drag ended
  // meanwhile, a drop on a step's place) is a path.
  const vertex = (context: Context) => ({ ...replay.vertex(context), tree: orderOf(context.pages), commit: context.commit, ends: context.ends })
  replayModelPaths(movesModel, moveEvents, { ...replay, vertex })
})
