import { useId } from "react"
import { FieldMessage } from "./FieldShell"
import "./forms.css"

export interface ChoiceFieldProps {
  readonly name: string
  readonly legend: string
  /** The choices: a value and its label, already translated. */
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly value: string
  readonly onChange: (value: string) => void
  /** A translation key (validation or catalogue key) shown under the choices. */
  readonly error?: string | undefined
  readonly onClearError?: ((name: string) => void) | undefined
  readonly required?: boolean
}

/**
 * One choice out of a few, as a group of native radio buttons: arrow keys move between them and
 * readers announce the group, its choices and its message.
 */
export function ChoiceField({ name, legend, options, value, onChange, error, onClearError, required }: ChoiceFieldProps) {
  const errorId = `${useId()}-error`
  return (
    <fieldset className={`field choice${error ? " field--invalid" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onClick={() => onClearError?.(name)}
            onChange={() => {
              onClearError?.(name)
              onChange(option.value)
            }}
          />
          {option.label}
        </label>
      ))}
      {error ? <FieldMessage id={errorId} messageKey={error} /> : null}
    </fieldset>
  )
}
