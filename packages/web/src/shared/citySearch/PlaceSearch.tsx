import type { City } from "@pociecha/core"
import { useId, useState, type ReactNode } from "react"
import type { FieldControl } from "../forms"
import "./placeSearch.css"
import { usePlaceSearch } from "./usePlaceSearch"

export interface PlaceSearchProps {
  /** What the field's FieldShell gives its control. */
  readonly control: FieldControl
  /** The search box's name, and the prefix of its options' test id. */
  readonly name: string
  /** Fewer letters find nothing useful. */
  readonly minLetters?: number
  /** The places of what the search found that may be chosen here (all by default). */
  readonly pick?: (found: ReadonlyArray<City>) => ReadonlyArray<City>
  readonly optionLabel: (place: City) => string
  /** What is said when the search found nothing to choose. */
  readonly none: string
  readonly onChoose: (place: City) => void
  readonly onClearError: () => void
  /** Shown beside the search box (e.g. a button that cancels the search). */
  readonly children?: ReactNode
}

const everything = (found: ReadonlyArray<City>) => found

/**
 * A place of the directory chosen by its name (the city search's geo-search): typed, then picked
 * from what is found, so that only a place the directory knows is ever chosen, never free text.
 * Render it while searching: what was typed goes with it.
 */
export function PlaceSearch({ control: { id, describedBy, invalid }, name, minLetters, pick = everything, optionLabel, none, onChoose, onClearError, children }: PlaceSearchProps) {
  const [text, setText] = useState("")
  const found = usePlaceSearch(text, minLetters)
  const places = found === null ? [] : pick(found.data?.city ?? [])
  const listId = useId()
  return (
    <div className="place-search">
      <div className="place-search__bar">
        <input
          id={id}
          name={name}
          className="field__input"
          value={text}
          autoComplete="off"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          aria-controls={listId}
          onClick={onClearError}
          onChange={(event) => {
            onClearError()
            setText(event.target.value)
          }}
        />
        {children}
      </div>
      <ul id={listId} className="place-search__list">
        {places.map((place) => (
          <li key={`${place.kind}-${place.id}`}>
            <button type="button" className="place-search__option" data-testid={`${name}-option`} onClick={() => onChoose(place)}>
              {optionLabel(place)}
            </button>
          </li>
        ))}
        {found !== null && found.data !== undefined && places.length === 0 ? <li className="place-search__none">{none}</li> : null}
      </ul>
    </div>
  )
}
