import type { City } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { PlaceSearch } from "../../../../shared/citySearch/PlaceSearch"
import { FieldShell } from "../../../../shared/forms"
import "./address.css"
import { Button } from "../../../../shared/ui/Button"

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

/** A place of the catalogue: what is chosen, changed by searching (shared PlaceSearch), or cleared. */
export function PlaceSearchField({ name, label, hint, chosen, error, minLetters, pick, optionLabel, onChoose, onClear, onClearError }: PlaceSearchFieldProps) {
  const { t } = useTranslation("ownerArea")
  const [searching, setSearching] = useState(false)

  return (
    <FieldShell label={label} error={error} hint={searching ? hint : undefined}>
      {(control) =>
        searching ? (
          <PlaceSearch
            control={control}
            name={name}
            minLetters={minLetters}
            pick={pick}
            optionLabel={optionLabel}
            none={t("PLACE_NONE")}
            onChoose={(place) => {
              onChoose(place)
              setSearching(false)
            }}
            onClearError={onClearError}
          >
            <Button onClick={() => setSearching(false)}>
              {t("CANCEL", { ns: "common" })}
            </Button>
          </PlaceSearch>
        ) : (
          <div className="owner-place">
            <input
              id={control.id}
              className="field__input"
              value={chosen ?? t("PLACE_NOT_CHOSEN")}
              readOnly
              data-testid={`${name}-chosen`}
              aria-invalid={control.invalid ? true : undefined}
              aria-describedby={control.describedBy}
            />
            <Button data-testid={`${name}-change`} onClick={() => setSearching(true)}>
              {t("PLACE_CHANGE")}
            </Button>
            {onClear === undefined || chosen === null ? null : (
              <Button data-testid={`${name}-clear`} onClick={onClear}>
                {t("PLACE_CLEAR")}
              </Button>
            )}
          </div>
        )
      }
    </FieldShell>
  )
}
