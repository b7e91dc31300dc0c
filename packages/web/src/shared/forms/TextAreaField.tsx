import type { TextareaHTMLAttributes } from "react"
import { controlAttributes, FieldShell, type LabelledFieldProps } from "./FieldShell"

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">, LabelledFieldProps {}

/** A labelled multi-line text with its error and hint tied to it for screen readers. */
export function TextAreaField({ name, label, error, hint, onClearError, required, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <textarea {...textarea} {...controlAttributes(control, { name, required, onClearError }, textarea)} rows={rows} className="field__input field__input--multiline" />
      )}
    </FieldShell>
  )
}
