import { type City, citySearchMachine, type FacilitySearchItem, FILTER_KEYS } from "@pociecha/core"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useRef } from "react"
import { useLocation, useSearchParams } from "wouter"
import { fromPromise, type SnapshotFrom } from "xstate"
import { api } from "../../shared/api"
import { announceCityChosen, cityParams, isMapListening } from "./cityChoice"

export const MAP_PATH = "/wszystkie-lokalizacje"

const machine = citySearchMachine.provide({
  actors: {
    geoSearch: fromPromise(({ input }) => api.call((c) => c.search.geoSearch({ payload: input })))
  }
})

const isLoading = (snapshot: SnapshotFrom<typeof machine>) => snapshot.context.searchLoading || snapshot.matches("debouncing")

/** One entry of the dropdown: a city (or district) or a facility. */
export type CitySearchItem =
  | { readonly kind: "city"; readonly city: City }
  | { readonly kind: "facility"; readonly facility: FacilitySearchItem }

export interface CitySearch {
  readonly text: string
  /** Cities and districts first, then facilities: the dropdown's order. */
  readonly items: ReadonlyArray<CitySearchItem>
  readonly cityCount: number
  /** A search runs, or will once typing pauses: what is listed is stale. */
  readonly loading: boolean
  readonly notFound: boolean
  readonly type: (text: string) => void
  readonly clear: () => void
  readonly choose: (item: CitySearchItem) => void
  /**
   * 'Search' (the button, or Enter with no option highlighted): takes the first result, or opens
   * the map when there is nothing to take. While a search is still coming it waits for it rather
   * than take the stale list.
   */
  readonly submit: () => void
}

/**
 * The city search box's behaviour (spec 2.4), apart from its rendering: core's
 * citySearchMachine with the geo-search call filled in, and what a choice does — a city opens
 * the map there (or moves the map already on screen, keeping the page), a facility opens its
 * profile. Clearing the 'city' parameter clears the text.
 */
export function useCitySearch(builtinCities: ReadonlyArray<City>, initialText = ""): CitySearch {
  const [, navigate] = useLocation()
  const [search, setSearch] = useSearchParams()
  const actor = useActorRef(machine, { input: { builtinCities } })
  const text = useSelector(actor, (s) => s.context.text)
  const cities = useSelector(actor, (s) => s.context.cities)
  const facilities = useSelector(actor, (s) => s.context.facilities)
  const loading = useSelector(actor, isLoading)
  const notFound = useSelector(actor, (s) => s.context.notFound)

  // Text typed before the box was ready is handed over once.
  useEffect(() => {
    if (initialText !== "") actor.send({ type: "TYPE", text: initialText })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  const goToCity = useEffectEvent((city: City) => {
    const { city: cityParam, district } = cityParams(city)
    const withCity = (params: URLSearchParams) => {
      params.set("city", cityParam)
      if (district === null) params.delete("district")
      else params.set("district", district)
      return params
    }
    if (isMapListening()) {
      announceCityChosen(city)
      setSearch((params) => withCity(params), { state: { city } })
      return
    }
    // Elsewhere: open the map at that city, keeping the chosen filters.
    const next = new URLSearchParams()
    for (const key of FILTER_KEYS) {
      const value = search.get(key)
      if (value !== null) next.set(key, value)
    }
    navigate(`${MAP_PATH}?${withCity(next).toString()}`, { state: { city } })
  })
  const goToFacility = useEffectEvent((facility: FacilitySearchItem) => {
    navigate(`/placowka/${encodeURIComponent(facility.slug ?? String(facility.id))}`)
  })
  useEffect(() => {
    const chosenCity = actor.on("cityChosen", ({ city }) => goToCity(city))
    const chosenFacility = actor.on("facilityChosen", ({ facility }) => goToFacility(facility))
    return () => {
      chosenCity.unsubscribe()
      chosenFacility.unsubscribe()
    }
  }, [actor])

  // 'Search' waiting for a running search; taken when the machine stops loading.
  const submitPending = useRef(false)
  const takeFirst = () => {
    submitPending.current = false
    const { context } = actor.getSnapshot()
    const city = context.cities[0]
    const facility = context.facilities[0]
    if (context.text.trim() === "" || (city === undefined && facility === undefined)) navigate(MAP_PATH)
    else if (city !== undefined) actor.send({ type: "CHOOSE_CITY", city })
    else if (facility !== undefined) actor.send({ type: "CHOOSE_FACILITY", facility })
  }
  const takeFirstWhenReady = useEffectEvent(takeFirst)
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (submitPending.current && !isLoading(snapshot)) takeFirstWhenReady()
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const cityParam = search.get("city")
  const previousCity = useRef(cityParam)
  useEffect(() => {
    if (previousCity.current !== null && cityParam === null) actor.send({ type: "CLEAR" })
    previousCity.current = cityParam
  }, [cityParam, actor])

  return {
    text,
    items: [...cities.map((city) => ({ kind: "city" as const, city })), ...facilities.map((facility) => ({ kind: "facility" as const, facility }))],
    cityCount: cities.length,
    loading,
    notFound,
    type: (next) => actor.send({ type: "TYPE", text: next }),
    clear: () => actor.send({ type: "CLEAR" }),
    choose: (item) =>
      actor.send(item.kind === "city" ? { type: "CHOOSE_CITY", city: item.city } : { type: "CHOOSE_FACILITY", facility: item.facility }),
    submit: () => {
      if (isLoading(actor.getSnapshot())) submitPending.current = true
      else takeFirst()
    }
  }
}
