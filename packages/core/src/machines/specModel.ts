/**
 * Model-based testing against a model written from the spec (DESIGN 3a), not derived from the
 * machine under test (not part of the public API; tests import it directly).
 *
 * A spec model is a small hand-written machine without actors or delays: its states are the
 * states the spec names, its events are the user's events plus what the outside world does
 * (a call answers or fails, a pause passes), and its context is exactly what the spec says
 * can be observed after each step; what a step must emit, it emits with `emit()`.
 * {@link specPaths} finds paths through the model that take every transition it declares;
 * {@link replaySpecPath} replays one on the real machine and compares, at every step, the
 * real state with the model's state, what it observes with the model's context, and what it
 * emitted with what the model emitted.
 *
 * To cover new behaviour: add its event to the model's event union and its transition (with
 * what it changes in the observation) to the model, the event to the test's `userEvents` or
 * `worldEvents`, and, for a world event, a case to the test's `perform`.
 */
import { expect } from "vitest"
import { initialTransition, transition } from "xstate"
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  MachineContext,
  TransitionDefinition
} from "xstate"
import { getShortestPaths } from "xstate/graph"
import { isApiError } from "../api/errors"

/** One step of a path: the event (none for the start) and what the model expects after it. */
export interface SpecStep<TModel extends AnyStateMachine> {
  readonly event: EventFromLogic<TModel> | null
  readonly expected: SnapshotFrom<TModel>
  /** What the model emitted on this step. */
  readonly emitted: ReadonlyArray<EventObject>
}

/** A path through a spec model, named for the test that replays it. */
export interface SpecPath<TModel extends AnyStateMachine> {
  readonly name: string
  readonly steps: ReadonlyArray<SpecStep<TModel>>
}

/** The options of {@link specPaths}. */
export interface SpecPathOptions<TModel extends AnyStateMachine> {
  readonly input?: InputFrom<TModel>
  /** The events the user can always send: in a state that ignores one, the machine must too. */
  readonly userEvents: ReadonlyArray<EventFromLogic<TModel>>
  /**
   * What the outside world can do, offered only where the model expects it (a call can only
   * answer while it is made): a call's answer or failure, a pause that elapses.
   */
  readonly worldEvents: ReadonlyArray<EventFromLogic<TModel>>
  /**
   * What of the context the paths must tell apart (nothing by default): every event is then
   * tried in every state with each of these values, e.g. with and without search results.
   */
  readonly distinguish?: (context: ContextFrom<TModel>) => unknown
}

/** JSON that tells errors apart (plain `JSON.stringify` prints every `Error` as `{}`). */
const serialize = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { name: v.name, message: v.message } : v))

/**
 * A vertex of the traversal is a state and the transition that reached it: the event with its
 * payload, and the state it left with what `distinguish` keeps of that state's context. So the
 * shortest paths to all vertices take every event in every state, with each distinguished
 * value. The rest of the context is left out: it would multiply the paths by every combination
 * of values, and each path's expectations are computed again along its own events.
 */
const byTransition =
  <TContext>(distinguish: (context: TContext) => unknown) =>
  (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string => {
    const from = previous === undefined ? "start" : `${serialize(previous.value)} ${serialize(distinguish(previous.context as TContext))}`
    return `${serialize(snapshot.value)} via ${event === undefined ? "start" : serialize(event)} from ${from}`
  }

/** What a model step emitted: the events of its `emit()` actions. */
const emittedBy = (actions: ReadonlyArray<{ readonly type: string; readonly params?: unknown }>): EventObject[] =>
  actions.flatMap((action) => (action.type === "xstate.emit" ? [(action.params as { event: EventObject }).event] : []))

/** A value in a test name: a string as it is, an API error by its catalogue key, another error by its message. */
function shortName(value: unknown): string | undefined {
  if (typeof value === "string") return value
  if (!(value instanceof Error)) return undefined
  return isApiError(value) ? value.data.error.msg : value.message
}

/** An event in a test name or a failure message: its type and its first nameable payload. */
function describeStep(event: EventObject): string {
  const detail = Object.entries(event)
    .filter(([key]) => key !== "type")
    .map(([, value]) => shortName(value))
    .find((name) => name !== undefined)
  return detail === undefined ? event.type : `${event.type}(${detail})`
}

/** The model's snapshots along `events`, from its start with `input`. */
function expectationsAlong<TModel extends AnyStateMachine>(
  model: TModel,
  input: InputFrom<TModel> | undefined,
  events: ReadonlyArray<EventFromLogic<TModel>>
): Array<SpecStep<TModel>> {
  const [start, startActions] = initialTransition(model, input as InputFrom<TModel>)
  const steps: Array<SpecStep<TModel>> = [{ event: null, expected: start, emitted: emittedBy(startActions) }]
  let snapshot = start
  for (const event of events) {
    const [next, actions] = transition(model, snapshot, event)
    steps.push({ event, expected: next, emitted: emittedBy(actions) })
    snapshot = next
  }
  return steps
}

/** Paths through the model, from its start, that together take every transition it declares. */
export function specPaths<TModel extends AnyStateMachine>(
  model: TModel,
  options: SpecPathOptions<TModel>
): Array<SpecPath<TModel>> {
  const { input, userEvents, worldEvents, distinguish = () => null } = options
  const paths = getShortestPaths(model, {
    ...(input === undefined ? {} : { input }),
    events: (snapshot) => [...userEvents, ...worldEvents.filter((event) => snapshot.can(event))],
    serializeState: byTransition(distinguish),
    serializeEvent: serialize
  })
  return paths.map((path, i) => {
    const events = path.steps.slice(1).map((step) => step.event)
    return {
      name: `#${i + 1} ${events.map(describeStep).join(" → ") || "(start)"} ⇒ ${serialize(path.state.value)}`,
      steps: expectationsAlong(model, input, events)
    }
  })
}

type AnyTransition = TransitionDefinition<MachineContext, EventObject>

const describeTransition = (t: AnyTransition): string => {
  const index = (t.source.transitions.get(t.eventType) ?? []).indexOf(t)
  const targets = (t.target ?? []).map((node) => node.id).join(",") || "(self)"
  return `${t.source.id} --${t.eventType}#${index}--> ${targets}`
}

/** Every event-driven transition the model declares, described. */
export function declaredTransitions(model: AnyStateMachine): string[] {
  const nodes = [model.root]
  for (let i = 0; i < nodes.length; i++) nodes.push(...Object.values(nodes[i]?.states ?? {}))
  return nodes
    .flatMap((node) => [...node.transitions.values()].flat())
    .map(describeTransition)
    .sort()
}

/** The transitions the paths take. */
export function takenTransitions<TModel extends AnyStateMachine>(
  model: TModel,
  paths: ReadonlyArray<SpecPath<TModel>>
): string[] {
  const taken = new Set<string>()
  for (const { steps } of paths) {
    steps.forEach(({ event }, i) => {
      const before = steps[i - 1]?.expected
      if (event === null || before === undefined) return
      for (const t of model.getTransitionData(before, event)) taken.add(describeTransition(t))
    })
  }
  return [...taken].sort()
}

/** The real machine, driven in the model's terms. */
export interface RealRun<TModel extends AnyStateMachine> {
  /** Does a model event to the real machine: sends it, settles a fake call, or lets time pass. */
  perform(event: EventFromLogic<TModel>): void | Promise<void>
  /** The real machine's snapshot: it must match the model's state value. */
  snapshot(): AnyMachineSnapshot
  /** What can be observed, shaped like the model's context. */
  observe(): ContextFrom<TModel>
  /** What the real machine emitted since the last call. */
  takeEmitted(): EventObject[]
}

/** Starts the actor and records what it emits: the `takeEmitted` of a {@link RealRun}. */
export function startRecordingEmitted(actor: AnyActorRef): () => EventObject[] {
  const emitted: EventObject[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return () => emitted.splice(0)
}

/** Replays a path on the real machine and compares it with the model at every step. */
export async function replaySpecPath<TModel extends AnyStateMachine>(
  path: SpecPath<TModel>,
  run: RealRun<TModel>
): Promise<void> {
  for (const [i, step] of path.steps.entries()) {
    const { event, emitted } = step
    const expected: AnyMachineSnapshot = step.expected
    if (event !== null) await run.perform(event)
    const where = event === null ? "at the start" : `after step ${i}, ${describeStep(event)}`
    const actual = run.snapshot()
    expect(actual.matches(expected.value), `${where}: the machine is in ${serialize(actual.value)}, the spec says ${serialize(expected.value)}`).toBe(true)
    expect(run.observe(), `${where}: what can be observed`).toEqual(expected.context)
    expect(run.takeEmitted(), `${where}: what was emitted`).toEqual(emitted)
  }
}
