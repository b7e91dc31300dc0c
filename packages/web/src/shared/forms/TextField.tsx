import { useId, type InputHTMLAttributes } from "react"
import { useTranslation } from "react-i18next"
import "./forms.css"

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
  const { t, i18n } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        required={required}
        className="field__input"
        aria-invalid={error ? true : undefined}
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
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {i18n.exists(error, { ns: "common" }) ? t(error, { ns: "common" }) : t("FIELD_INVALID")}
        </p>
      ) : null}
    </div>
  )
}
