/**
 * Model paths kept between runs of the same test file, for mutation testing only.
 *
 * Stryker runs a test file again for every mutant its tests cover, and every run imports the
 * file afresh, so a model test searched its model's paths again each time: seconds for the
 * opinion wizard's two thousand paths, more than replaying the few paths that cover the mutant.
 * The paths are the spec's — the model is not the code under mutation — so the first run
 * (Stryker's dry run, with no mutant active) searches them and the runs after it read them back.
 *
 * Off unless a store is given ({@link keepModelPathsIn}): the mutation run's setup file gives one
 * (packages/core/mutation/modelPathStore.ts, files in Stryker's sandbox), so an ordinary run always searches.
 */
import { initialTransition } from "xstate"
import type { AnyStateMachine, EventObject } from "xstate"
import { expect } from "vitest"
import { declaredTransitions, serializeForModel } from "./modelPaths"

/** A path as the search found it: its test name and its events. */
export interface FoundPath {
  readonly name: string
  readonly events: ReadonlyArray<EventObject>
}

/** A path as kept: each event by its place among the events the search was offered. */
export interface KeptPath {
  readonly name: string
  readonly events: ReadonlyArray<number>
}

/** Where paths are kept, by a key that names everything that shapes their search. */
export interface ModelPathStore {
  readonly read: (key: string) => ReadonlyArray<KeptPath> | undefined
  readonly write: (key: string, paths: ReadonlyArray<KeptPath>) => void
}

let store: ModelPathStore | undefined

/** Keeps the paths of the model tests that run after this in `kept` (undefined: search every time). */
export function keepModelPathsIn(kept: ModelPathStore | undefined): void {
  store = kept
}

/** What a search is given: where the model starts and the events it may try, and what else shapes it. */
export interface PathSearch {
  readonly input: unknown
  readonly offered: ReadonlyArray<EventObject>
  /** The vertex projection, the ends: a change to any of them is another search. */
  readonly shape: unknown
}

/** Events by their places among those offered; undefined when the search made one up itself. */
function byPlace(offered: ReadonlyArray<EventObject>, found: ReadonlyArray<FoundPath>): KeptPath[] | undefined {
  const places = new Map(offered.map((event, index) => [serializeForModel(event), index]))
  const kept: KeptPath[] = []
  for (const { name, events } of found) {
    const indexes = events.map((event) => places.get(serializeForModel(event)))
    if (indexes.some((index) => index === undefined)) return undefined
    kept.push({ name, events: indexes as number[] })
  }
  return kept
}

/**
 * The paths `search` finds through `model`, read back from an earlier run when mutation
 * testing keeps them.
 */
export function keptPaths(model: AnyStateMachine, { input, offered, shape }: PathSearch, search: () => FoundPath[]): FoundPath[] {
  if (store === undefined) return search()
  // the test file, the chart and where it starts (models made by one factory differ in their
  // first context), and what the search was given
  const chart = [model.config, declaredTransitions(model), initialTransition(model, input)[0].context]
  const key = serializeForModel([expect.getState().testPath ?? "", chart, offered, input, shape])
  const kept = store.read(key)
  if (kept !== undefined) return kept.map(({ name, events }) => ({ name, events: events.map((index) => offered[index] as EventObject) }))
  const found = search()
  const places = byPlace(offered, found)
  if (places !== undefined) store.write(key, places)
  return found
}
