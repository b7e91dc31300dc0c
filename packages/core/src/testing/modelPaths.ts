/**
 * What model-based tests need of `xstate/graph` paths: keys that give every transition of a
 * model its own vertex, the resting states and transitions a model declares and a run of paths
 * visits or takes, and readable path names.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, MachineContext, SnapshotFrom, TransitionDefinition } from "xstate"
import { getStateNodes } from "xstate/graph"
import type { StatePath } from "xstate/graph"

type Config = Record<string, unknown>
const asConfig = (u: unknown): Config => (typeof u === "object" && u !== null ? (u as Config) : {})

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

/** Ids of the atomic and final states the snapshots are in. */
export function visitedStateIds(snapshots: Iterable<AnyMachineSnapshot>): string[] {
  const ids = new Set<string>()
  for (const snapshot of snapshots) for (const node of snapshot._nodes) if (isLeaf(node)) ids.add(node.id)
  return [...ids].sort()
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

/** One step of a path through a model: the event (none for the start) and the model's snapshot after it. */
export interface ModelStep<TModel extends AnyStateMachine> {
  readonly event: EventObject | null
  readonly expected: SnapshotFrom<TModel>
}

/** The transitions of the model that the runs (each a list of steps) take. */
export function takenTransitions<TModel extends AnyStateMachine>(
  model: TModel,
  runs: ReadonlyArray<ReadonlyArray<ModelStep<TModel>>>
): string[] {
  const taken = new Set<string>()
  for (const steps of runs) {
    steps.forEach(({ event }, i) => {
      const before = steps[i - 1]?.expected
      if (event === null || before === undefined) return
      for (const t of model.getTransitionData(before as AnyMachineSnapshot, event)) taken.add(describeTransition(t))
    })
  }
  return [...taken].sort()
}
