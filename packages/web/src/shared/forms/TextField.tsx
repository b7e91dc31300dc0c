import type { InputHTMLAttributes } from "react"
import { controlAttributes, FieldShell, type LabelledFieldProps } from "./FieldShell"

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">, LabelledFieldProps {}

/** A labelled input with its error and hint tied to it for screen readers. */
export function TextField({ name, label, error, hint, onClearError, required, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {(control) => <input {...input} {...controlAttributes(control, { name, required, onClearError }, input)} className="field__input" />}
    </FieldShell>
  )
}
