import { claimTownOfCity, type ClaimTown, type City } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { PlaceSearch } from "../../../shared/citySearch/PlaceSearch"
import { FieldShell } from "../../../shared/forms"
import { Button } from "../../../shared/ui/Button"

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
  const [editing, setEditing] = useState(town === null)

  return (
    <FieldShell label={t("FIELD_CITY")} required error={error} hint={editing ? t("FIELD_CITY_HINT") : undefined}>
      {(control) =>
        !editing && town !== null ? (
          <div className="claim-town__chosen">
            <input id={control.id} className="field__input" value={`${town.name}, ${town.voivodeship}`} readOnly aria-describedby={control.describedBy} />
            <Button onClick={() => setEditing(true)}>
              {t("CHANGE")}
            </Button>
          </div>
        ) : (
          <PlaceSearch
            control={control}
            name="city"
            optionLabel={placeLabel}
            none={t("CITY_NONE")}
            onChoose={(city) => {
              onChoose(claimTownOfCity(city))
              setEditing(false)
            }}
            onClearError={onClearError}
          />
        )
      }
    </FieldShell>
  )
}
