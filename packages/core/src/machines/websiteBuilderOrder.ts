import { assign, enqueueActions } from "xstate"
import { builderSetup, siteRef, siteStale } from "./websiteBuilderSetup"
import { moveSubpage, ordersDiffer, placeInOrder, placeSubpage, sortOrder } from "./websiteBuilderTree"
import type { WebsiteBuilderContext, WebsiteBuilderEvent } from "./websiteBuilderTypes"

type Moving = Extract<WebsiteBuilderEvent, { readonly type: "MOVE_SUBPAGE" | "DROP_SUBPAGE" }>
interface MoveArgs {
  readonly context: WebsiteBuilderContext
  readonly event: Moving
}

/** The subpages after a keyboard move or a drop. */
const moved = ({ context, event }: MoveArgs) =>
  event.type === "MOVE_SUBPAGE" ? moveSubpage(context.subpages, event.id, event.move) : placeSubpage(context.subpages, event.id, event.parent, event.index)

/** A step of a drag does not commit (should_commit false); its drop, and a keyboard move, do. */
const commits = (event: Moving) => event.commit !== false

const shown = { type: "move", params: (args: MoveArgs) => ({ subpages: moved(args), commit: commits(args.event) }) } as const

const whileIdle = [
  { guard: (args: MoveArgs) => ordersDiffer(sortOrder(moved(args)), args.context.savedOrder), actions: shown },
  // A drop where the drag's last step already put the page sends nothing new, yet it ends the
  // drag: the order the server keeps, sent without reading the site, is read now.
  {
    guard: ({ context, event }: MoveArgs) => commits(event) && context.orderUnread,
    actions: builderSetup.enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ orderUnread: false })
      enqueue.emit(siteStale(context.facilityRef, true))
    })
  }
]

/**
 * The subpage tree reordered and nested (management 2.6, 3; issue 17), from `site.idle`: moves by
 * keyboard and drops by drag and drop change the tree at once, and a changed order leaves for
 * `sorting` at once.
 */
export const orderIdle = builderSetup.createStateConfig({
  always: { guard: ({ context }) => ordersDiffer(sortOrder(context.subpages), context.savedOrder), target: "sorting" },
  on: { MOVE_SUBPAGE: whileIdle, DROP_SUBPAGE: whileIdle }
})

/**
 * The whole order sent (sort-subpages) without taking the answer; moves made meanwhile are sent
 * next. The steps of a drag are sent with should_commit false: the site's reads are only marked
 * stale. The move that ends it (a drop, a keyboard move) commits: when its order is answered,
 * the site is read again. A failed sort puts back the order the server keeps.
 */
const sorting = builderSetup.createStateConfig({
  tags: "pending",
  entry: assign(({ context }) => ({ sending: sortOrder(context.subpages), commit: context.commitMoves })),
  on: { MOVE_SUBPAGE: { actions: shown }, DROP_SUBPAGE: { actions: shown } },
  invoke: {
    id: "sortSubpages",
    src: "sortSubpages",
    input: ({ context }) => ({ ...siteRef(context), order: context.sending! }),
    onDone: {
      target: "idle",
      actions: enqueueActions(({ context, enqueue }) => {
        // What was sent is all there is to send when no move changed the order meanwhile: then
        // the latest move, even one that left the order as sent, says whether the drag ended.
        const ended = !ordersDiffer(sortOrder(context.subpages), context.sending!) && context.commitMoves
        const commit = context.commit || ended
        enqueue.assign({ savedOrder: context.sending!, sending: null, orderUnread: !commit })
        enqueue.emit(siteStale(context.facilityRef, commit))
      })
    },
    onError: {
      target: "idle",
      actions: ["showFailure", assign(({ context }) => ({ subpages: placeInOrder(context.subpages, context.savedOrder), sending: null }))]
    }
  }
})

export const orderStates = { sorting }
