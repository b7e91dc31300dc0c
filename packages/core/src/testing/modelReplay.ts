/**
 * Model-based tests from hand-written models: the one harness of core's model tests. A model is
 * a small machine written from the spec — never derived from the machine under test — whose
 * context holds what the spec says should be seen, and whose `emit()` actions say what must be
 * announced. `createTestModel` from `xstate/graph` finds the shortest paths that take each of
 * its transitions; each path is replayed on the real system, one model event at a time turned
 * into what really happens (events sent, calls settled, time passing), and after every step what
 * the system shows (and emitted) must equal what the model, run along the same events, expects.
 */
import { expect, it } from "vitest"
import { assign, initialTransition, transition } from "xstate"
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventObject, InputFrom, MachineContext, ProvidedActor, SnapshotFrom } from "xstate"
import { createTestModel } from "xstate/graph"
import { declaredTransitions, pathLabel, restingStateIds, serializeForModel, takenTransitions, vertexKey, visitedStateIds } from "./modelPaths"
import type { ModelStep } from "./modelPaths"
import { keptPaths } from "./modelPathCache"
import type { FoundPath } from "./modelPathCache"

/** How the model's events happen to the real system, and what of it is compared with the model. */
export interface Replay<TModel extends AnyStateMachine, TSystem> {
  /** The model's input, when it starts from one (the system's start must match it). */
  readonly input?: InputFrom<TModel>
  readonly start: () => TSystem
  /** Makes one model event happen to the system and waits until it has settled. */
  readonly perform: (system: TSystem, event: EventObject) => void | Promise<void>
  /** What the system shows, in the model's terms. */
  readonly observe: (system: TSystem) => unknown
  /** What the model expects to be seen in one of its states. */
  readonly expected: (state: SnapshotFrom<TModel>) => unknown
  /**
   * What the system emitted since the last call: when given, it must equal, after every step,
   * what the model's `emit()` actions emitted on that step.
   */
  readonly emitted?: (system: TSystem) => ReadonlyArray<EventObject>
  /** Ends the system after a path (timers, actors). */
  readonly stop?: (system: TSystem) => void
  /**
   * What of the model's context tells its states apart in the traversal (all of it by default).
   * A model with much context (a wizard's draft) keeps only what changes where it can go, so the
   * paths stay few; what each step expects is computed along the path's own events anyway.
   */
  readonly vertex?: (context: ContextFrom<TModel>) => unknown
}

/** Which events the paths try. */
export interface ModelEvents {
  /** Events tried only in the states where the model takes them: the world's answers, fills. */
  readonly taken: ReadonlyArray<EventObject>
  /** The user's events, tried in every state: where the model ignores one, the system must too. */
  readonly anyTime?: ReadonlyArray<EventObject>
}

/** A path through the model: its events, each with what the model expects after it. */
export interface ModelPath<TModel extends AnyStateMachine> {
  readonly name: string
  readonly steps: ReadonlyArray<ModelStep<TModel> & { readonly emitted: ReadonlyArray<EventObject> }>
}

const asEvents = (events: ModelEvents | ReadonlyArray<EventObject>): ModelEvents => ("taken" in events ? events : { taken: events })

/** What a model step emitted: the events of its `emit()` actions. */
const emittedBy = (actions: ReadonlyArray<{ readonly type: string; readonly params?: unknown }>): EventObject[] =>
  actions.flatMap((action) => (action.type === "xstate.emit" ? [(action.params as { event: EventObject }).event] : []))

/** The model's snapshots from its start along `events`, each with the event that led to it and what it emitted. */
function expectationsAlong<TModel extends AnyStateMachine>(model: TModel, input: unknown, events: ReadonlyArray<EventObject>): ModelPath<TModel>["steps"] {
  const [first, firstActions] = initialTransition(model as AnyStateMachine, input) as unknown as [SnapshotFrom<TModel>, ReadonlyArray<{ type: string }>]
  const steps = [{ event: null as EventObject | null, expected: first, emitted: emittedBy(firstActions) }]
  let snapshot = first
  for (const event of events) {
    const [next, actions] = transition(model as AnyStateMachine, snapshot as never, event) as unknown as [SnapshotFrom<TModel>, ReadonlyArray<{ type: string }>]
    steps.push({ event, expected: next, emitted: emittedBy(actions) })
    snapshot = next
  }
  return steps
}

const eventsOf = (path: { readonly steps: ReadonlyArray<{ readonly event: EventObject }> }) =>
  path.steps.map((step) => step.event).filter((event) => event.type !== "xstate.init")

/**
 * A path by its name and events; what the model expects along it is worked out when a test asks
 * (a run of one path should not pay for the thousands of others in its file).
 */
function toModelPath<TModel extends AnyStateMachine>(model: TModel, input: unknown, { name, events }: FoundPath): ModelPath<TModel> {
  let steps: ModelPath<TModel>["steps"] | undefined
  return {
    name,
    get steps() {
      steps ??= expectationsAlong(model, input, events)
      return steps
    }
  }
}

/**
 * The shortest paths, from the model's start with the replay's input, that together take every
 * transition the model declares: a vertex per transition taken (see `vertexKey`), and no path that
 * another one continues.
 */
export function modelPaths<TModel extends AnyStateMachine>(
  model: TModel,
  events: ModelEvents | ReadonlyArray<EventObject>,
  { input, vertex }: Pick<Replay<TModel, unknown>, "input" | "vertex"> = {}
): Array<ModelPath<TModel>> {
  const { taken, anyTime = [] } = asEvents(events)
  const search = (): FoundPath[] =>
    // the traversal's options go to the path search: as options of the test model, its events
    // would be narrowed to those the state handles, and the user's ignored events never tried
    createTestModel(model)
      .getShortestPaths({
        ...(input === undefined ? {} : { input }),
        events: ((state: { can: (event: EventObject) => boolean }) => [...anyTime, ...taken.filter((event) => state.can(event))]) as never,
        serializeState: vertexKey(vertex) as never,
        serializeEvent: serializeForModel as never
      })
      .map((path, index) => ({ name: pathLabel(path as never, index), events: eventsOf(path as never) }))
  return keptPaths(model, { input, offered: [...anyTime, ...taken], shape: { anyTime: anyTime.length, vertex: vertex?.toString() } }, search).map((path) => toModelPath(model, input, path))
}

/** Asserts that the paths (of one start or several) reach every resting state of the model and take every transition it declares. */
export function expectEveryTransition<TModel extends AnyStateMachine>(model: TModel, paths: ReadonlyArray<ModelPath<TModel>>): void {
  expect(paths.length).toBeGreaterThan(0)
  const snapshots = paths.flatMap(({ steps }) => steps.map(({ expected }) => expected as AnyMachineSnapshot))
  expect(visitedStateIds(snapshots)).toEqual(restingStateIds(model))
  expect(takenTransitions(model, paths.map(({ steps }) => steps))).toEqual(declaredTransitions(model))
}

/** Replays a path on a fresh system, comparing what it shows (and emitted) after every step with the model. */
export async function replayPath<TModel extends AnyStateMachine, TSystem>(path: ModelPath<TModel>, replay: Replay<TModel, TSystem>): Promise<void> {
  const system = replay.start()
  try {
    for (const { event, expected, emitted } of path.steps) {
      if (event !== null) await replay.perform(system, event)
      const where = `after ${event?.type ?? "the start"}`
      expect(replay.observe(system), `${where}: what can be observed`).toEqual(replay.expected(expected))
      if (replay.emitted !== undefined) expect(replay.emitted(system), `${where}: what was emitted`).toEqual(emitted)
    }
  } finally {
    replay.stop?.(system)
  }
}

/**
 * Registers one test that the paths reach every state of the model and take every transition
 * it declares, and one test per path that replays it on the real system. `events` are the
 * model's events with their payloads (tried where the model takes them), or {@link ModelEvents}.
 */
export function replayModelPaths<TModel extends AnyStateMachine, TSystem>(
  model: TModel,
  events: ModelEvents | ReadonlyArray<EventObject>,
  replay: Replay<TModel, TSystem>
): void {
  const paths = modelPaths(model, events, replay)
  it("the paths reach every state of the model and take every transition", () => expectEveryTransition(model, paths))
  for (const path of paths) it(path.name, () => replayPath(path, replay))
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
  const search = (): FoundPath[] =>
    createTestModel(model)
      .getSimplePaths({
        ...(replay.input === undefined ? {} : { input: replay.input }),
        events: ((state: { can: (event: EventObject) => boolean }) => events.filter((event) => state.can(event))) as never,
        serializeState: ((state: { readonly value: unknown; readonly context: ContextFrom<TModel> }) =>
          `${JSON.stringify(state.value)} ${serializeForModel(project(state.context))}`) as never,
        serializeEvent: serializeForModel as never,
        // every simple path to an end, also one that a longer path continues past that end
        allowDuplicatePaths: true
      })
      .filter((path) => {
        const { value } = path.state as AnyMachineSnapshot
        return typeof value === "string" && ends.includes(value)
      })
      .map((path, index) => ({ name: `simple ${pathLabel(path as never, index)}`, events: eventsOf(path as never) }))
  const paths = keptPaths(model, { input: replay.input, offered: events, shape: { ends, vertex: project.toString() } }, search).map((path) => toModelPath(model, replay.input, path))

  it("the simple paths reach every end", () => {
    const reached = paths.map(({ steps }) => (steps.at(-1)?.expected as AnyMachineSnapshot).value as string)
    expect([...new Set(reached)].sort()).toEqual([...ends].sort())
  })

  for (const path of paths) it(path.name, () => replayPath(path, replay))
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
