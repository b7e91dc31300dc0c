import type { InputHTMLAttributes } from "react"
import { FieldShell } from "./FieldShell"

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  readonly name: string
  readonly label: string
  /** A translation key (validation or catalogue key) shown under the field. */
  readonly error?: string | undefined
  readonly hint?: string | undefined
  /** Called when the field is clicked or edited, to clear its error (spec 8.1). */
  readonly onClearError?: ((name: string) => void) | undefined
}

/** A labelled input with its error and hint tied to it for screen readers. */
export function TextField({ name, label, error, hint, onClearError, required, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          name={name}
          required={required}
          className="field__input"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onClick={(event) => {
            onClearError?.(name)
            input.onClick?.(event)
          }}
          onChange={(event) => {
            onClearError?.(name)
            input.onChange?.(event)
          }}
        />
      )}
    </FieldShell>
  )
}
