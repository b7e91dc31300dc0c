import {
  type City,
  citySearchMachine,
  citySearchNavigation,
  type CitySearchEmitted,
  type FacilitySearchItem,
  readFilters,
  readyMachines,
  selectMapOnScreen
} from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useLocation, useSearch } from "wouter"
import type { SnapshotFrom } from "xstate"
import { usePociechaMachine } from "../session/usePociechaMachine"
import { cityChoiceActor } from "./cityChoice"

type CitySearchSnapshot = SnapshotFrom<typeof citySearchMachine>

const isLoading = (snapshot: CitySearchSnapshot) => snapshot.context.searchLoading || snapshot.matches("debouncing")

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
  /** 'Search' (the button, or Enter with no option highlighted): core's machine takes the first result. */
  readonly submit: () => void
}

/**
 * The city search box's behaviour (spec 2.4), apart from its rendering: core's
 * citySearch, its calls filled from the tree's session (the built-in cities from the app's
 * query cache, which the footer reads too), told what the URL holds; where its choices lead is
 * core's citySearchNavigation, which this follows.
 */
export function useCitySearch(): CitySearch {
  const [pathname, navigate] = useLocation()
  const query = useSearch()
  const initial = new URLSearchParams(query)
  const actor = usePociechaMachine(readyMachines.citySearch, { input: { filters: readFilters(initial), city: initial.get("city") } })
  const text = useSelector(actor, (s) => s.context.text)
  const cities = useSelector(actor, (s) => s.context.cities)
  const facilities = useSelector(actor, (s) => s.context.facilities)
  const loading = useSelector(actor, isLoading)
  const notFound = useSelector(actor, (s) => s.context.notFound)

  const follow = useEffectEvent((choice: CitySearchEmitted) => {
    const destination = citySearchNavigation(choice, { pathname, search: query }, selectMapOnScreen(cityChoiceActor.getSnapshot()))
    if (destination.moveMap && destination.city !== null) cityChoiceActor.send({ type: "CITY_CHOSEN", city: destination.city })
    navigate(destination.to, destination.city === null ? undefined : { state: { city: destination.city } })
  })
  useEffect(() => {
    const subscription = actor.on("*", follow)
    return () => subscription.unsubscribe()
  }, [actor])

  // The machine keeps the URL's filters and city parameter, and decides what a change means.
  useEffect(() => {
    const params = new URLSearchParams(query)
    actor.send({ type: "URL_CHANGED", filters: readFilters(params), city: params.get("city") })
  }, [query, actor])

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
    submit: () => actor.send({ type: "SUBMIT" })
  }
}
