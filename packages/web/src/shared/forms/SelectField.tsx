import type { SelectHTMLAttributes } from "react"
import { FieldShell } from "./FieldShell"

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> {
  readonly name: string
  readonly label: string
  /** The choices: a value and its label, already translated. */
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  /** The empty first choice's label ('choose…'); the field starts on it. */
  readonly placeholder: string
  /** A translation key (validation or catalogue key) shown under the field. */
  readonly error?: string | undefined
  readonly hint?: string | undefined
  /** Called when the field is clicked or changed, to clear its error (spec 8.1). */
  readonly onClearError?: ((name: string) => void) | undefined
}

/** A labelled native select (every keyboard and reader knows it) with its error tied to it. */
export function SelectField({ name, label, options, placeholder, error, hint, onClearError, required, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          name={name}
          required={required}
          className="field__input"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onClick={(event) => {
            onClearError?.(name)
            select.onClick?.(event)
          }}
          onChange={(event) => {
            onClearError?.(name)
            select.onChange?.(event)
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}
