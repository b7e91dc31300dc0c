/**
 * Test support for the machines (not part of the public API; tests import it directly).
 *
 * - {@link controllablePromise}: a promise actor whose calls the test settles by hand.
 * - {@link toModelMachine}: the machine as an abstract model for `createTestModel`, which
 *   refuses machines with `invoke` or `after`: each invocation's outcome and each delay
 *   becomes an ordinary event (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`,
 *   `xstate.after.<delay>.<stateId>`) handled by the very transitions the machine declares.
 * - coverage helpers that compare what the generated paths visit with the machine's
 *   resting states and event-driven transitions.
 */
import { expect } from "vitest"
import { createMachine, fromPromise, waitFor } from "xstate"
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventObject,
  StateMachine,
  TransitionDefinition
} from "xstate"
import { getStateNodes } from "xstate/graph"
import type { StatePath } from "xstate/graph"

/** One call of a {@link controllablePromise} actor, waiting to be settled. */
export interface PendingCall<TOutput, TInput> {
  readonly input: TInput
  /** The abort signal the machine aborts when it leaves the invoking state. */
  readonly signal: { readonly aborted: boolean }
  /** True once the test resolved or rejected it. */
  readonly settled: boolean
  resolve(output: TOutput): void
  reject(error: unknown): void
}

/** A `fromPromise` actor that records its calls and settles only when the test says so. */
export function controllablePromise<TOutput, TInput>() {
  const calls: Array<PendingCall<TOutput, TInput>> = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call = {
          input,
          signal,
          settled: false,
          resolve: (output: TOutput) => {
            call.settled = true
            resolve(output)
          },
          reject: (error: unknown) => {
            call.settled = true
            reject(error)
          }
        }
        calls.push(call)
      })
  )
  return {
    logic,
    calls,
    /** The most recent call; throws when none was made. */
    latest(): PendingCall<TOutput, TInput> {
      const call = calls.at(-1)
      if (call === undefined) throw new Error("the actor was never called")
      return call
    }
  }
}

/** The declared events; none when the machine declares none (its events are then `{ type: string }`). */
type KnownEvents<Ev extends EventObject> = string extends Ev["type"] ? never : Ev

/** The machine type with extra events (the model events of invocations and delays). */
export type WithModelEvents<M, E extends EventObject> =
  M extends StateMachine<
    infer C,
    infer Ev,
    infer Ch,
    infer A,
    infer Ac,
    infer G,
    infer D,
    infer SV,
    infer T,
    infer I,
    infer O,
    infer Em,
    infer Me,
    infer SS,
    infer TM
  >
    ? StateMachine<C, KnownEvents<Ev> | E, Ch, A, Ac, G, D, SV, T, I, O, Em, Me, SS, TM>
    : never

type Config = Record<string, unknown>
const asConfig = (u: unknown): Config => (typeof u === "object" && u !== null ? (u as Config) : {})

function modelState(config: Config, node: AnyStateNode): Config {
  const { invoke, after, states, ...rest } = config
  const on: Config = { ...asConfig(rest.on) }
  const invocations: unknown[] = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]
  for (const inv of invocations.map(asConfig)) {
    if (typeof inv.id !== "string") throw new Error(`toModelMachine: an invoke in '${node.id}' needs an id`)
    if (inv.onDone !== undefined) on[`xstate.done.actor.${inv.id}`] = inv.onDone
    if (inv.onError !== undefined) on[`xstate.error.actor.${inv.id}`] = inv.onError
  }
  for (const [delay, transition] of Object.entries(asConfig(after))) {
    on[`xstate.after.${delay}.${node.id}`] = transition
  }
  const result: Config = { ...rest, on }
  if (states !== undefined) {
    result.states = Object.fromEntries(
      Object.entries(asConfig(states)).map(([key, child]) => {
        const childNode = node.states[key]
        if (childNode === undefined) throw new Error(`toModelMachine: no state node '${key}' in '${node.id}'`)
        return [key, modelState(asConfig(child), childNode)]
      })
    )
  }
  return result
}

/**
 * The machine as a model for `createTestModel`: same states, context, guards and actions,
 * with every `invoke` and `after` replaced by transitions on the events the running
 * machine would receive. `E` lists those events with their payloads.
 */
export function toModelMachine<M extends AnyStateMachine, E extends EventObject>(machine: M): WithModelEvents<M, E> {
  const config = modelState(asConfig(machine.config), machine.root)
  return createMachine(config as never, machine.implementations as never) as unknown as WithModelEvents<M, E>
}

/**
 * Narrows a path event, which `createTestModel` types without its payload (`{ type }`),
 * to the full event of that type from the union `E`.
 */
export const narrowTo =
  <E extends EventObject>() =>
  <K extends E["type"]>(event: { type: K }): Extract<E, { type: K }> =>
    event as Extract<E, { type: K }>

/** JSON that tells errors apart (plain `JSON.stringify` prints every `Error` as `{}`). */
export function serializeForModel(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Error ? { ...v, name: v.name, message: v.message } : v
  )
}

/**
 * The `serializeState` of a model: a vertex is the state value, the (projected) context and
 * the transition that reached it (event type, source value). Keeping the transition in the
 * key gives every transition its own vertex, so shortest paths take every transition.
 *
 * Snapshots with equal keys are merged by the traversal, so path states only agree with
 * the run on what the key holds: `project` must keep every context field the test compares
 * with the model (the whole context by default); other fields are checked as invariants.
 */
export function vertexKey<TContext>(project: (context: TContext) => unknown = (context) => context) {
  return (
    state: { readonly value: unknown; readonly context: TContext },
    event: EventObject | undefined,
    prev: { readonly value: unknown } | undefined
  ): string => {
    const via = event === undefined ? "" : ` via ${event.type} from ${JSON.stringify(prev?.value)}`
    return `${JSON.stringify(state.value)} ${serializeForModel(project(state.context))}${via}`
  }
}

/** Waits until the system under test is in the model state's value (rejects after 2 s of real time). */
export function reached(actor: AnyActorRef, model: AnyMachineSnapshot): Promise<unknown> {
  return waitFor(actor, (snapshot: AnyMachineSnapshot) => snapshot.matches(model.value), { timeout: 2000 })
}

const isLeaf = (node: AnyStateNode) => node.type === "atomic" || node.type === "final"
/** A state left at once by an unguarded eventless transition: never a resting state. */
const isTransient = (node: AnyStateNode) => (node.always ?? []).some((t) => t.guard === undefined)

/** Ids of the atomic and final states a snapshot can rest in. */
export function restingStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => isLeaf(node) && !isTransient(node))
    .map((node) => node.id)
    .sort()
}

type AnyPath = StatePath<AnyMachineSnapshot, EventObject>

/** Ids of the atomic and final states the paths pass through. */
export function visitedStateIds(paths: readonly AnyPath[]): string[] {
  const ids = new Set<string>()
  for (const path of paths) {
    for (const step of path.steps) for (const node of step.state._nodes) if (isLeaf(node)) ids.add(node.id)
  }
  return [...ids].sort()
}

type AnyTransition = TransitionDefinition<any, any>

function guardName(guard: unknown): string {
  if (guard === undefined) return ""
  if (typeof guard === "string") return `[${guard}]`
  if (typeof guard === "object" && guard !== null && "type" in guard) return `[${String(guard.type)}]`
  return "[inline guard]"
}

/** `source --EVENT[guard]#n--> targets`, n being the candidate's place among the source's transitions on that event. */
function describeTransition(t: AnyTransition): string {
  const index = (t.source.transitions.get(t.eventType) ?? []).indexOf(t)
  const targets = (t.target ?? []).map((n) => n.id).join(",") || "(self)"
  return `${t.source.id} --${t.eventType}${guardName(t.guard)}#${index}--> ${targets}`
}

/** Every event-driven transition the machine declares, described. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)]
    .flatMap((node) => [...node.transitions.values()].flat())
    .map(describeTransition)
    .sort()
}

/** The transitions the paths take, found by replaying each step on the machine. */
export function takenTransitions(machine: AnyStateMachine, paths: readonly AnyPath[]): string[] {
  const taken = new Set<string>()
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const prev = path.steps[i - 1]
      if (prev === undefined) return
      for (const t of machine.getTransitionData(prev.state, step.event)) taken.add(describeTransition(t))
    })
  }
  return [...taken].sort()
}

function eventLabel(event: EventObject): string {
  const type = event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\./, "after:")
  if (!("error" in event)) return type
  const error = asConfig(event.error)
  const detail = asConfig(asConfig(error.data).error)
  return `${type}(${String(detail.type ?? error.name ?? "error")})`
}

/** A short, readable test name for a path: the end state and the events taken. */
export function pathLabel(path: AnyPath, index: number): string {
  const events = path.steps.slice(1).map((s) => eventLabel(s.event))
  return `#${index + 1} reaches ${JSON.stringify(path.state.value)}: ${events.join(" → ") || "(start)"}`
}

/**
 * Asserts full coverage: the model's resting states are exactly `expectedStates`
 * (written out by hand, so a new state can't slip in untested), the paths visit
 * them all, and they take every declared transition.
 */
export function expectEveryStateAndTransition(
  model: AnyStateMachine,
  paths: readonly AnyPath[],
  expectedStates: readonly string[]
): void {
  expect(paths.length).toBeGreaterThan(0)
  expect(restingStateIds(model)).toEqual(expectedStates)
  expect(visitedStateIds(paths)).toEqual(expectedStates)
  expect(takenTransitions(model, paths)).toEqual(allTransitions(model))
}
