/**
 * Specialization tag ids in the order the markers' JSON points into them (the contract's
 * MarkerRow). A place, once given, never changes, so markers encoded earlier stay right; an id
 * met for the first time is added at the end.
 */
export interface SpecializationPlaces {
  readonly ids: ReadonlyArray<string>
  readonly placeOf: (id: string) => number
}

/** Places for `known` ids, in their order, to be extended by the ids met later. */
export const specializationPlaces = (known: ReadonlyArray<string>): SpecializationPlaces => {
  const ids = [...known]
  const places = new Map(ids.map((id, place) => [id, place]))
  const placeOf = (id: string) => {
    let place = places.get(id)
    if (place === undefined) {
      place = ids.push(id) - 1
      places.set(id, place)
    }
    return place
  }
  return { ids, placeOf }
}
