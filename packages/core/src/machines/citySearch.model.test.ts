import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import type { GeoSearchPayload, GeoSearchResult } from "../api/search"
import { CITY_SEARCH_DEBOUNCE_MS, buildGeoSearchPayload, citySearchMachine } from "./citySearch.machine"
import type { CitySearchContext, CitySearchEmitted, CitySearchEvent } from "./citySearch.machine"
import { aFacilityItem, krakow, warszawa } from "./testFixtures"
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

/** The end of the typing pause and the outcomes of the search, as events of the model. */
type ModelEvent =
  | { type: "xstate.after.debounce.citySearch.debouncing" }
  | { type: "xstate.done.actor.geoSearch"; output: GeoSearchResult }
  | { type: "xstate.error.actor.geoSearch"; error: unknown }
const narrow = narrowTo<ModelEvent | CitySearchEvent>()

const builtinCities = [warszawa, krakow]
const modelEvents: Array<CitySearchEvent | ModelEvent> = [
  { type: "TYPE", text: "Kra" },
  { type: "TYPE", text: "  " },
  { type: "CLEAR" },
  { type: "CHOOSE_CITY", city: krakow },
  { type: "CHOOSE_FACILITY", facility: aFacilityItem() },
  { type: "xstate.after.debounce.citySearch.debouncing" },
  { type: "xstate.done.actor.geoSearch", output: { city: [krakow], facility: [aFacilityItem()] } },
  { type: "xstate.done.actor.geoSearch", output: { city: [], facility: [] } },
  { type: "xstate.error.actor.geoSearch", error: new TypeError("Failed to fetch") }
]

const model = toModelMachine<typeof citySearchMachine, ModelEvent>(citySearchMachine)
const paths = createTestModel(model, {
  input: { builtinCities },
  events: modelEvents,
  // the built-in list never changes: leave it out of the key
  serializeState: vertexKey(({ builtinCities: _, ...rest }: CitySearchContext) => rest),
  serializeEvent: serializeForModel
}).getShortestPaths()

describe("citySearchMachine — model-based", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("generates paths that visit every resting state and take every transition", () => {
    expectEveryStateAndTransition(model, paths, ["citySearch.debouncing", "citySearch.idle", "citySearch.searching"])
  })

  paths.forEach((path, i) => {
    it(pathLabel(path, i), async () => {
      const geoSearch = controllablePromise<GeoSearchResult, GeoSearchPayload>()
      const sut = createActor(citySearchMachine.provide({ actors: { geoSearch: geoSearch.logic } }), {
        input: { builtinCities }
      })
      const emitted: CitySearchEmitted[] = []
      sut.on("*", (e) => emitted.push(e))
      sut.start()
      const context = () => sut.getSnapshot().context
      const sameAsModel = (state: { value: unknown; context: CitySearchContext }) => {
        expect(sut.getSnapshot().value).toEqual(state.value)
        expect(context()).toEqual(state.context)
      }

      await path.test({
        states: {
          idle: (state) => {
            sameAsModel(state)
            expect(context().searchLoading).toBe(false)
            if (context().notFound) expect([...context().cities, ...context().facilities]).toEqual([])
          },
          debouncing: (state) => {
            sameAsModel(state)
            expect(context().text.trim()).not.toBe("")
          },
          searching: (state) => {
            sameAsModel(state)
            expect(context().searchLoading).toBe(true)
            expect(geoSearch.latest().input).toEqual(buildGeoSearchPayload(context().text))
            expect(geoSearch.calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
          }
        },
        events: {
          TYPE: (step) => {
            const calls = geoSearch.calls.length
            sut.send(narrow(step.event))
            expect(geoSearch.calls).toHaveLength(calls)
          },
          CLEAR: (step) => sut.send(narrow(step.event)),
          CHOOSE_CITY: (step) => {
            const event = narrow(step.event)
            sut.send(event)
            expect(emitted.at(-1)).toEqual({ type: "cityChosen", city: event.city })
          },
          CHOOSE_FACILITY: (step) => {
            const event = narrow(step.event)
            sut.send(event)
            expect(emitted.at(-1)).toEqual({ type: "facilityChosen", facility: event.facility })
          },
          "xstate.after.debounce.citySearch.debouncing": () => {
            vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 1)
            expect(sut.getSnapshot().value).toBe("debouncing")
            vi.advanceTimersByTime(1)
          },
          "xstate.done.actor.geoSearch": async (step) => {
            geoSearch.latest().resolve(narrow(step.event).output)
            await reached(sut, step.state)
          },
          "xstate.error.actor.geoSearch": async (step) => {
            geoSearch.latest().reject(narrow(step.event).error)
            await reached(sut, step.state)
          }
        }
      })
    })
  })
})
