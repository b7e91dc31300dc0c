import type { ReactNode, TextareaHTMLAttributes } from "react"
import { FieldShell } from "./FieldShell"

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> {
  readonly name: string
  readonly label: string
  /** A translation key (validation or catalogue key) shown under the field. */
  readonly error?: string | undefined
  /** Shown under the field, e.g. a live count of characters. */
  readonly hint?: ReactNode
  /** Called when the field is clicked or edited, to clear its error (spec 8.1). */
  readonly onClearError?: ((name: string) => void) | undefined
}

/** A labelled multi-line text with its error and hint tied to it for screen readers. */
export function TextAreaField({ name, label, error, hint, onClearError, required, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...textarea}
          id={id}
          name={name}
          rows={rows}
          required={required}
          className="field__input field__input--multiline"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onClick={(event) => {
            onClearError?.(name)
            textarea.onClick?.(event)
          }}
          onChange={(event) => {
            onClearError?.(name)
            textarea.onChange?.(event)
          }}
        />
      )}
    </FieldShell>
  )
}
