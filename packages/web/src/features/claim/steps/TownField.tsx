import { claimTownOfCity, type ClaimTown, type City } from "@pociecha/core"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { FieldShell } from "../../../shared/forms"
import { useClaimSearch } from "./useClaimSearch"

const placeLabel = (city: City) => (city.kind === "city" ? `${city.name}, ${city.voivodeship}` : city.display_name)

/**
 * The town of the facility: typed, then chosen from the towns found (the server knows a town by
 * its slug in its voivodeship, so a town is always chosen, never just typed).
 */
export function TownField({ town, error, onChoose, onClearError }: {
  readonly town: ClaimTown | null
  readonly error: string | undefined
  readonly onChoose: (town: ClaimTown) => void
  readonly onClearError: () => void
}) {
  const { t } = useTranslation("claim")
  const [text, setText] = useState("")
  const [editing, setEditing] = useState(town === null)
  const found = useClaimSearch(editing ? text : "")
  const listId = useId()
  const cities = found?.data?.city ?? []

  return (
    <FieldShell label={t("FIELD_CITY")} required error={error} hint={editing ? t("FIELD_CITY_HINT") : undefined}>
      {({ id, describedBy, invalid }) =>
        !editing && town !== null ? (
          <div className="claim-town__chosen">
            <input id={id} className="field__input" value={`${town.name}, ${town.voivodeship}`} readOnly aria-describedby={describedBy} />
            <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>
              {t("CHANGE")}
            </button>
          </div>
        ) : (
          <div className="claim-town">
            <input
              id={id}
              name="city"
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
            <ul id={listId} className="claim-town__list">
              {cities.map((city) => (
                <li key={`${city.kind}-${city.id}`}>
                  <button
                    type="button"
                    className="claim-town__option"
                    onClick={() => {
                      onChoose(claimTownOfCity(city))
                      setEditing(false)
                      setText("")
                    }}
                  >
                    {placeLabel(city)}
                  </button>
                </li>
              ))}
              {found !== null && found.data !== undefined && cities.length === 0 && <li className="claim-town__none">{t("CITY_NONE")}</li>}
            </ul>
          </div>
        )
      }
    </FieldShell>
  )
}
