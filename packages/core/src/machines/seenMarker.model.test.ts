import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { seenMarkerMachine } from "./seenMarker.machine"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * Marking seen, as spec 3.13 says: opening an item marks it seen (`v1/seen-by/mark`) and the
 * counters are read again. Written for a page that stays open: what arrives later (a new
 * message in an open thread) is shown, so it is marked too; a list shown while a mark is on its
 * way is marked after it (the latest only); an empty list marks nothing; a failed mark says
 * nothing and does not stop later ones.
 */
interface Context {
  /** How many lists the page has shown: the next one is `message:<shown + 1>`. */
  readonly shown: number
  /** Every list sent to `v1/seen-by/mark`, in order. */
  readonly sent: ReadonlyArray<ReadonlyArray<string>>
  /** The list waiting for the mark on its way. */
  readonly waiting: ReadonlyArray<string> | null
  /** Marks that went through: each reads the counters again. */
  readonly counterReads: number
}
const nextList = (context: Context) => [`message:${context.shown + 1}`]
const showWhileMarking = { actions: assignModel<Context>(({ context }) => ({ shown: context.shown + 1, waiting: nextList(context) })) } as const
/** After a mark settles: the waiting list goes at once, or the page rests. */
const settle = (read: number) => [
  {
    guard: ({ context }: { context: Context }) => context.waiting !== null,
    target: "marking",
    actions: assignModel<Context>(({ context }) => ({ counterReads: context.counterReads + read, sent: [...context.sent, context.waiting!], waiting: null }))
  },
  { target: "idle", actions: assignModel<Context>(({ context }) => ({ counterReads: context.counterReads + read })) }
]

const model = createMachine({
  types: {} as { context: Context },
  id: "seenMarker",
  context: { shown: 0, sent: [], waiting: null, counterReads: 0 },
  initial: "idle",
  states: {
    idle: {
      on: {
        SHOW: { target: "marking", actions: assignModel<Context>(({ context }) => ({ shown: context.shown + 1, sent: [...context.sent, nextList(context)] })) }
      }
    },
    marking: {
      on: { SHOW: showWhileMarking, MARKED: settle(1), MARK_FAILED: settle(0) }
    }
  }
})

const events = ["SHOW", "MARKED", "MARK_FAILED"].map((type) => ({ type }))

function start() {
  const mark = controllablePromise<void, ReadonlyArray<string>>()
  const actor = createActor(seenMarkerMachine.provide({ actors: { mark: mark.logic } }))
  const shown = { count: 0, counterReads: 0 }
  actor.on("marked", () => void (shown.counterReads += 1))
  actor.start()
  return { actor, mark, shown }
}
type System = ReturnType<typeof start>

async function perform({ actor, mark, shown }: System, { type }: EventObject) {
  if (type === "SHOW") {
    // The page also shows empty lists (nothing new, or still loading): they mark nothing and
    // take the place of no waiting list.
    actor.send({ type: "SHOWN", items: [] })
    actor.send({ type: "SHOWN", items: [`message:${++shown.count}`] })
    actor.send({ type: "SHOWN", items: [] })
  }
  else if (type === "MARKED") await mark.latest().resolve()
  else await mark.latest().reject(apiError("ERROR_UNCAUGHT"))
}

describe("seenMarkerMachine — model-based (spec 3.13)", () => {
  replayModelPaths(model, events, {
    start,
    perform,
    observe: ({ actor, mark, shown }) => ({
      state: actor.getSnapshot().value,
      sent: mark.calls.map((call) => call.input),
      counterReads: shown.counterReads
    }),
    expected: ({ value, context }) => ({ state: value, sent: context.sent, counterReads: context.counterReads }),
    stop: ({ actor }) => actor.stop(),
    // Where the page can go depends only on whether a list waits.
    vertex: ({ waiting }) => ({ waiting: waiting !== null })
  })
})
