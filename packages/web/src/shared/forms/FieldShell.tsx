import { useId, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import "./forms.css"
import { keyFromData } from "../i18n/keyFromData"

/** What a control inside a {@link FieldShell} is tied to. */
export interface FieldControl {
  readonly id: string
  /** The ids of the message and the hint, for `aria-describedby`. */
  readonly describedBy: string | undefined
  readonly invalid: boolean
}

export interface FieldShellProps {
  readonly label: string
  readonly required?: boolean | undefined
  /** A translation key (validation or catalogue key) shown under the field. */
  readonly error?: string | undefined
  readonly hint?: ReactNode
  readonly children: (control: FieldControl) => ReactNode
}

/** A field's message key in the reader's language; an unknown key says only that the value is wrong. */
export function FieldMessage({ id, messageKey }: { readonly id?: string; readonly messageKey: string }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="field__error" id={id}>
      {i18n.exists(messageKey, { ns: "common" }) ? t(keyFromData(messageKey), { ns: "common" }) : t("FIELD_INVALID")}
    </p>
  )
}

/** The label, hint and message of one form control, tied to it for screen readers. */
export function FieldShell({ label, required, error, hint, children }: FieldShellProps) {
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
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId} messageKey={error} /> : null}
    </div>
  )
}
