import { useId } from "react"
import { useTranslation } from "react-i18next"
import { FieldMessage } from "../../../shared/forms"
import { useTags } from "../../../shared/tags"
import { keyFromData } from "../../../shared/i18n/keyFromData"

/** The facility's type: one or more specialization tags (a nursery with a kindergarten is both). */
export function SpecializationField({ value, error, onChange, onClearError }: {
  readonly value: ReadonlyArray<string>
  readonly error: string | undefined
  readonly onChange: (ids: ReadonlyArray<string>) => void
  readonly onClearError: () => void
}) {
  const { t } = useTranslation("claim")
  const errorId = `${useId()}-error`
  const tags = useTags().filter((tag) => tag.type === "specialization")
  return (
    <fieldset className={`field claim-types${error ? " field--invalid" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">
        {t("FIELD_TYPE")}
        <span aria-hidden="true"> *</span>
      </legend>
      {tags.map((tag) => (
        <label key={tag.id} className="claim-types__option">
          <input
            type="checkbox"
            name="specialization"
            value={tag.id}
            checked={value.includes(tag.id)}
            aria-invalid={error ? true : undefined}
            onClick={onClearError}
            onChange={(event) => onChange(event.target.checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))}
          />
          {t(keyFromData(tag.display), { ns: "common" })}
        </label>
      ))}
      {error ? <FieldMessage id={errorId} messageKey={error} /> : null}
    </fieldset>
  )
}
