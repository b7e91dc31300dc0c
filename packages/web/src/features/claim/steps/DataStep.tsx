import { useTranslation } from "react-i18next"
import { draftField, TextField } from "../../../shared/forms"
import { SpecializationField } from "./SpecializationField"
import type { StepProps } from "./StepProps"
import { TownField } from "./TownField"

/** The facility's data to verify (management 2.7 step 2): name, type, address and phone. */
export function DataStep(props: StepProps) {
  const { t } = useTranslation("claim")
  const { context, send } = props
  return (
    <div className="claim__fields">
      <TextField {...draftField(props, "name")} label={t("FIELD_NAME")} required autoComplete="organization" />
      <SpecializationField
        value={context.draft.specialization}
        error={context.errors.specialization}
        onChange={(ids) => send({ type: "SET_SPECIALIZATION", ids })}
        onClearError={() => send({ type: "CLEAR_ERROR", field: "specialization" })}
      />
      <TownField
        town={context.draft.town}
        error={context.errors.city}
        onChoose={(town) => send({ type: "SET_TOWN", town })}
        onClearError={() => send({ type: "CLEAR_ERROR", field: "city" })}
      />
      <div className="wizard__row">
        <TextField {...draftField(props, "post_code")} label={t("FIELD_POST_CODE")} required inputMode="numeric" placeholder="00-000" autoComplete="postal-code" />
        <TextField {...draftField(props, "street")} label={t("FIELD_STREET")} required autoComplete="address-line1" />
      </div>
      <div className="wizard__row">
        <TextField {...draftField(props, "building_number")} label={t("FIELD_BUILDING")} required />
        <TextField {...draftField(props, "apartment_number")} label={t("FIELD_APARTMENT")} />
      </div>
      <TextField {...draftField(props, "phone")} label={t("FIELD_PHONE")} hint={t("PHONE_HINT")} required type="tel" autoComplete="tel" />
    </div>
  )
}
