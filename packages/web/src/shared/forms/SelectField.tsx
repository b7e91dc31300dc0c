import type { SelectHTMLAttributes } from "react"
import { controlAttributes, FieldShell, type LabelledFieldProps } from "./FieldShell"

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name">, LabelledFieldProps {
  /** The choices: a value and its label, already translated. */
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  /** The empty first choice's label ('choose…'); the field starts on it. */
  readonly placeholder: string
}

/** A labelled native select (every keyboard and reader knows it) with its error tied to it. */
export function SelectField({ name, label, options, placeholder, error, hint, onClearError, required, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <select {...select} {...controlAttributes(control, { name, required, onClearError }, select)} className="field__input">
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
