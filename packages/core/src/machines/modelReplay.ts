/**
 * Model-based tests from hand-written models (test support, not public API). A model is a small
 * machine written from the spec — never derived from the machine under test — whose context
 * holds what the spec says should be seen. `xstate/graph` finds the shortest path to each of
 * its transitions; each path is replayed on the real machine, one model event at a time turned
 * into what really happens (events sent, calls settled, time passing), and after every step
 * what the real machine shows must equal what the model, run along the same events, expects.
 */
import { expect, it } from "vitest"
import { assign, initialTransition, transition } from "xstate"
import type { AnyEventObject, AnyStateMachine, ContextFrom, EventObject, MachineContext, ProvidedActor, SnapshotFrom } from "xstate"
import { getShortestPaths, getSimplePaths } from "xstate/graph"
import { pathLabel, restingStateIds, serializeForModel, vertexKey, visitedStateIds } from "./modelPaths"
import { declaredTransitions, takenTransitions } from "./specModel"

/** How the model's events happen to the real system, and what of it is compared with the model. */
export interface Replay<TModel extends AnyStateMachine, TSystem> {
  readonly start: () => TSystem
  /** Makes one model event happen to the system and waits until it has settled. */
  readonly perform: (system: TSystem, event: EventObject) => void | Promise<void>
  /** What the system shows, in the model's terms. */
  readonly observe: (system: TSystem) => unknown
  /** What the model expects to be seen in one of its states. */
  readonly expected: (state: SnapshotFrom<TModel>) => unknown
  /** Ends the system after a path (timers, actors). */
  readonly stop?: (system: TSystem) => void
  /**
   * What of the model's context tells its states apart in the traversal (all of it by default).
   * A model with much context (a wizard's draft) keeps only what changes where it can go, so the
   * paths stay few; what each step expects is computed along the path's own events anyway.
   */
  readonly vertex?: (context: ContextFrom<TModel>) => unknown
}

/** The model's events that it takes in a state. */
const takenIn = (events: ReadonlyArray<EventObject>) =>
  ((state: { can: (event: EventObject) => boolean }) => events.filter((event) => state.can(event))) as never

/**
 * Registers one test that the paths reach every state of the model and take every transition
 * it declares, and one test per path that replays it on the real system. `events` are the
 * model's events with their payloads.
 */
export function replayModelPaths<TModel extends AnyStateMachine, TSystem>(
  model: TModel,
  events: ReadonlyArray<EventObject>,
  replay: Replay<TModel, TSystem>
): void {
  // A vertex per transition taken, so the shortest paths take every transition of the model.
  const paths = getShortestPaths(model, {
    events: takenIn(events),
    serializeState: vertexKey(replay.vertex) as never,
    serializeEvent: serializeForModel as never
  })

  it("the paths reach every state of the model and take every transition", () => {
    expect(paths.length).toBeGreaterThan(0)
    expect(visitedStateIds(paths as never)).toEqual(restingStateIds(model))
    const runs = paths.map((path) => ({ name: "", steps: expectationsAlong(model, eventsOf(path)) }))
    expect(takenTransitions(model, runs as never)).toEqual(declaredTransitions(model))
  })

  paths.forEach((path, index) => it(pathLabel(path as never, index), () => replayPath(model, eventsOf(path), replay)))
}

const eventsOf = (path: { readonly steps: ReadonlyArray<{ readonly event: EventObject }> }) =>
  path.steps.map((step) => step.event).filter((event) => event.type !== "xstate.init")

/** The model's snapshots from its start along `events`, each with the event that led to it. */
function expectationsAlong<TModel extends AnyStateMachine>(model: TModel, events: ReadonlyArray<EventObject>) {
  const [first] = initialTransition(model as AnyStateMachine) as [SnapshotFrom<TModel>, unknown]
  const steps: Array<{ readonly event: EventObject | null; readonly expected: SnapshotFrom<TModel> }> = [{ event: null, expected: first }]
  let snapshot = first
  for (const event of events) {
    ;[snapshot] = transition(model as AnyStateMachine, snapshot as never, event) as [SnapshotFrom<TModel>, unknown]
    steps.push({ event, expected: snapshot })
  }
  return steps
}

/** Replays the model's events on a fresh system, comparing what it shows after every step. */
async function replayPath<TModel extends AnyStateMachine, TSystem>(
  model: TModel,
  events: ReadonlyArray<EventObject>,
  replay: Replay<TModel, TSystem>
): Promise<void> {
  const system = replay.start()
  try {
    for (const { event, expected } of expectationsAlong(model, events)) {
      if (event !== null) await replay.perform(system, event)
      expect(replay.observe(system), `after ${event?.type ?? "the start"}`).toEqual(replay.expected(expected))
    }
  } finally {
    replay.stop?.(system)
  }
}

/** Which simple paths {@link replaySimplePaths} replays. */
export interface SimplePathOptions<TModel extends AnyStateMachine> {
  /** The states (values) the paths end in. */
  readonly ends: ReadonlyArray<string>
  /** What of the context makes a vertex, with the state (all of it by default). */
  readonly vertex?: (context: ContextFrom<TModel>) => unknown
}

/**
 * For wizards: registers one test per simple path of the model (no vertex visited twice) from
 * its start to a state whose value is one of `ends`, replayed like {@link replayModelPaths},
 * and one test that every end is reached. `events` should be the few that move through the
 * wizard: simple paths multiply with every event offered.
 */
export function replaySimplePaths<TModel extends AnyStateMachine, TSystem>(
  model: TModel,
  events: ReadonlyArray<EventObject>,
  { ends, vertex: project = (context) => context }: SimplePathOptions<TModel>,
  replay: Replay<TModel, TSystem>
): void {
  const paths = getSimplePaths(model, {
    events: takenIn(events),
    serializeState: ((state: { readonly value: unknown; readonly context: ContextFrom<TModel> }) =>
      `${JSON.stringify(state.value)} ${serializeForModel(project(state.context))}`) as never,
    serializeEvent: serializeForModel as never
  }).filter((path) => typeof path.state.value === "string" && ends.includes(path.state.value))

  it("the simple paths reach every end", () => {
    expect([...new Set(paths.map((path) => path.state.value as string))].sort()).toEqual([...ends].sort())
  })

  paths.forEach((path, index) => it(`simple ${pathLabel(path as never, index)}`, () => replayPath(model, eventsOf(path), replay)))
}

/** `assign` for a model's context outside its machine config (xstate cannot infer it there). */
export const assignModel = <TContext extends MachineContext>(
  assignment: Partial<TContext> | ((args: { readonly context: TContext }) => Partial<TContext>)
) =>
  assign<TContext, AnyEventObject, undefined, EventObject, ProvidedActor>(
    (typeof assignment === "function" ? assignment : () => assignment) as never
  )

/** The fields of an object whose value is not undefined (a cleared field message is no message). */
export function definedFields(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}
