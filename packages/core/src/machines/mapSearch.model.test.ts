import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import type { SearchPayload } from "../api/search"
import type { FacilityMarker } from "../domain/facility"
import { buildSearchPayload, mapSearchMachine, viewForCity } from "./mapSearch.machine"
import type { MapSearchContext, MapSearchEvent } from "./mapSearch.machine"
import { aMarker, krakow } from "./testFixtures"
import {
  controllablePromise,
  expectEveryStateAndTransition,
  narrowTo,
  pathLabel,
  reached,
  serializeForModel,
  toModelMachine,
  vertexKey
} from "./testkit"

/** The outcomes of the search, as events of the model. */
type ModelEvent =
  | { type: "xstate.done.actor.search"; output: FacilityMarker[] }
  | { type: "xstate.error.actor.search"; error: unknown }
const narrow = narrowTo<ModelEvent | MapSearchEvent>()

const modelEvents: Array<MapSearchEvent | ModelEvent> = [
  { type: "MAP_MOVED", bounds: { north: 52.3, south: 52.1, east: 21.1, west: 20.9 }, zoom: 12 },
  { type: "CITY_CHOSEN", city: krakow, mobile: true },
  { type: "FILTERS_CHANGED", filters: { specialization: ["kindergarten"], ownership: [], accepted_status: ["premium"] } },
  { type: "CITY_CLEARED" },
  { type: "RETRY" },
  { type: "xstate.done.actor.search", output: [aMarker()] },
  { type: "xstate.error.actor.search", error: new TypeError("Failed to fetch") }
]

const model = toModelMachine<typeof mapSearchMachine, ModelEvent>(mapSearchMachine)
// The key keeps the fields compared with the model; view, filters and lastSearch are checked
// as invariants (a full-context key multiplies the paths by every view × filter × payload).
const paths = createTestModel(model, {
  events: modelEvents,
  serializeState: vertexKey((c: MapSearchContext) => ({ results: c.results, error: c.error, cityCache: c.cityCache })),
  serializeEvent: serializeForModel
}).getShortestPaths()

describe("mapSearchMachine — model-based", () => {
  it("generates paths that visit every resting state and take every transition", () => {
    expectEveryStateAndTransition(model, paths, [
      "mapSearch.failed",
      "mapSearch.idle",
      "mapSearch.ready",
      "mapSearch.searching"
    ])
  })

  paths.forEach((path, i) => {
    it(pathLabel(path, i), async () => {
      const search = controllablePromise<FacilityMarker[], SearchPayload>()
      const sut = createActor(mapSearchMachine.provide({ actors: { search: search.logic } })).start()
      const context = () => sut.getSnapshot().context
      const sameAsModel = (state: { value: unknown; context: MapSearchContext }) => {
        expect(sut.getSnapshot().value).toEqual(state.value)
        expect(context().results).toEqual(state.context.results)
        expect(context().error).toEqual(state.context.error)
        expect(context().cityCache).toEqual(state.context.cityCache)
        expect(context().mapLoading).toBe(state.context.mapLoading)
      }

      await path.test({
        states: {
          idle: (state) => {
            sameAsModel(state)
            expect(search.calls).toHaveLength(0)
          },
          searching: (state) => {
            sameAsModel(state)
            expect(context().mapLoading).toBe(true)
            expect(context().lastSearch).toEqual(buildSearchPayload(context()))
            expect(search.latest().input).toEqual(context().lastSearch)
            // every earlier search is either finished or cancelled
            expect(search.calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
          },
          ready: (state) => {
            sameAsModel(state)
            expect(context().mapLoading).toBe(false)
          },
          failed: (state) => {
            sameAsModel(state)
            expect(context().error).not.toBeNull()
          }
        },
        events: {
          MAP_MOVED: (step) => {
            const event = narrow(step.event)
            sut.send(event)
            expect(context()).toMatchObject({ bounds: event.bounds, zoom: event.zoom })
          },
          CITY_CHOSEN: (step) => {
            const event = narrow(step.event)
            sut.send(event)
            expect(context()).toMatchObject(viewForCity(event.city, event.mobile))
          },
          FILTERS_CHANGED: (step) => {
            const event = narrow(step.event)
            sut.send(event)
            expect(context().filters).toEqual(event.filters)
          },
          CITY_CLEARED: (step) => sut.send(narrow(step.event)),
          RETRY: (step) => {
            const calls = search.calls.length
            sut.send(narrow(step.event))
            expect(search.calls).toHaveLength(calls + 1)
          },
          "xstate.done.actor.search": async (step) => {
            search.latest().resolve(narrow(step.event).output)
            await reached(sut, step.state)
          },
          "xstate.error.actor.search": async (step) => {
            search.latest().reject(narrow(step.event).error)
            await reached(sut, step.state)
          }
        }
      })
    })
  })
})
