import { facilityQuery, type FacilitySearchItem } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { usePlaceSearch } from "../../../shared/citySearch/usePlaceSearch"
import { FieldMessage, TextField } from "../../../shared/forms"
import { toast } from "../../../shared/ui/toast"
import type { StepProps } from "./StepProps"
import { Button } from "../../../shared/ui/Button"

/**
 * Finding the facility to claim (management 2.7 step 1): typed, chosen from what the directory
 * finds; its profile fills the data to verify. Not in the directory: a new facility is added instead.
 */
export function FindStep({ context, send, onNotListed }: StepProps & { readonly onNotListed: () => void }) {
  const { t } = useTranslation(["claim", "common"])
  const queryClient = useQueryClient()
  const [text, setText] = useState("")
  const [opening, setOpening] = useState<number | null>(null)
  const found = usePlaceSearch(text)
  const facilities = found?.data?.facility ?? []

  const choose = (item: FacilitySearchItem) => {
    setOpening(item.id)
    queryClient.fetchQuery(facilityQuery(api, String(item.id))).then(
      (facility) => send({ type: "PICK_FACILITY", facility }),
      () => {
        setOpening(null)
        toast.error(t("common:ERROR_UNKNOWN"))
      }
    )
  }

  return (
    <div className="claim__find">
      <TextField
        name="facility"
        label={t("FIND_LABEL")}
        hint={t("FIND_HINT")}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onClearError={() => send({ type: "CLEAR_ERROR", field: "facility" })}
      />
      {context.errors.facility ? <FieldMessage messageKey={context.errors.facility} /> : null}
      <ul className="claim__found" aria-label={t("FIND_RESULTS")}>
        {facilities.map((item) => (
          <li key={item.id} className="claim__found-item" data-testid="claim-found">
            <span>
              <strong>{item.name}</strong>
              <span className="wizard__note"> {[item.payload.street, item.payload.city].filter(Boolean).join(", ")}</span>
            </span>
            <Button disabled={opening !== null} onClick={() => choose(item)}>
              {t("CHOOSE")}
            </Button>
          </li>
        ))}
        {found?.data !== undefined && facilities.length === 0 && <li className="wizard__note">{t("FIND_EMPTY")}</li>}
      </ul>
      <p className="wizard__note">
        {t("FIND_NOT_LISTED")}{" "}
        <button type="button" className="wizard__link" onClick={onNotListed}>
          {t("FIND_CREATE")}
        </button>
      </p>
    </div>
  )
}
