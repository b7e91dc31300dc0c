import { claimSearchQuery, type City } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useDeferredValue, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { FieldShell } from "../../../../shared/forms"
import "./address.css"

interface PlaceSearchFieldProps {
  /** The search box's name, and the prefix of its test ids. */
  readonly name: string
  readonly label: string
  readonly hint: string
  /** What is chosen, as shown; null when nothing is. */
  readonly chosen: string | null
  readonly error: string | undefined
  /** Fewer letters find nothing useful (districts are searched from 3). */
  readonly minLetters: number
  /** The places of what the search found that may be chosen here. */
  readonly pick: (found: ReadonlyArray<City>) => ReadonlyArray<City>
  readonly optionLabel: (place: City) => string
  readonly onChoose: (place: City) => void
  /** Leaves the field without a place (an optional one). */
  readonly onClear?: (() => void) | undefined
  readonly onClearError: () => void
}

/**
 * A place of the catalogue chosen by its name (the city search's geo-search): typed, then picked
 * from what is found, so that only a place the directory knows is ever chosen, never free text.
 */
export function PlaceSearchField({ name, label, hint, chosen, error, minLetters, pick, optionLabel, onChoose, onClear, onClearError }: PlaceSearchFieldProps) {
  const { t } = useTranslation("ownerArea")
  const [text, setText] = useState("")
  const [searching, setSearching] = useState(false)
  const query = useDeferredValue(text.trim())
  const enabled = searching && query.length >= minLetters
  const found = useQuery({ ...claimSearchQuery(api, query), enabled })
  const places = enabled ? pick(found.data?.city ?? []) : []
  const listId = useId()
  const close = () => {
    setSearching(false)
    setText("")
  }

  return (
    <FieldShell label={label} error={error} hint={searching ? hint : undefined}>
      {({ id, describedBy, invalid }) =>
        searching ? (
          <div className="owner-place">
            <div className="owner-place__bar">
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
              <button type="button" className="btn btn--outline" onClick={close}>
                {t("CANCEL", { ns: "common" })}
              </button>
            </div>
            <ul id={listId} className="owner-place__list">
              {places.map((place) => (
                <li key={place.id}>
                  <button
                    type="button"
                    className="owner-place__option"
                    data-testid={`${name}-option`}
                    onClick={() => {
                      onChoose(place)
                      close()
                    }}
                  >
                    {optionLabel(place)}
                  </button>
                </li>
              ))}
              {enabled && found.data !== undefined && places.length === 0 ? <li className="owner-place__none">{t("PLACE_NONE")}</li> : null}
            </ul>
          </div>
        ) : (
          <div className="owner-place__bar">
            <input
              id={id}
              className="field__input"
              value={chosen ?? t("PLACE_NOT_CHOSEN")}
              readOnly
              data-testid={`${name}-chosen`}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
            />
            <button type="button" className="btn btn--outline" data-testid={`${name}-change`} onClick={() => setSearching(true)}>
              {t("PLACE_CHANGE")}
            </button>
            {onClear === undefined || chosen === null ? null : (
              <button type="button" className="btn btn--outline" data-testid={`${name}-clear`} onClick={onClear}>
                {t("PLACE_CLEAR")}
              </button>
            )}
          </div>
        )
      }
    </FieldShell>
  )
}
