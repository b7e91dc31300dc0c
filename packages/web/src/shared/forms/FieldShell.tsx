import { useId, type ChangeEventHandler, type MouseEventHandler, type ReactNode } from "react"
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

/** What a labelled control takes beside its element's own attributes. */
export interface LabelledFieldProps {
  readonly name: string
  readonly label: string
  /** A translation key (validation or catalogue key) shown under the field. */
  readonly error?: string | undefined
  /** Shown under the field, e.g. a live count of characters. */
  readonly hint?: ReactNode
  /** Called when the field is clicked or edited, to clear its error (spec 8.1). */
  readonly onClearError?: ((name: string) => void) | undefined
}

/** The element's own handlers that {@link controlAttributes} runs after clearing the error. */
interface ControlHandlers<E extends Element> {
  readonly onClick?: MouseEventHandler<E> | undefined
  readonly onChange?: ChangeEventHandler<E> | undefined
}

/**
 * What ties a native control to its shell: its id, name, validity and described-by, and the
 * clearing of its error when it is clicked or edited (spec 8.1) before the caller's own handler.
 */
export function controlAttributes<E extends Element>(
  { id, describedBy, invalid }: FieldControl,
  { name, required, onClearError }: Pick<LabelledFieldProps, "name" | "onClearError"> & { readonly required?: boolean | undefined },
  own: ControlHandlers<E>
) {
  return {
    id,
    name,
    required,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy,
    onClick: (event: Parameters<MouseEventHandler<E>>[0]) => {
      onClearError?.(name)
      own.onClick?.(event)
    },
    onChange: (event: Parameters<ChangeEventHandler<E>>[0]) => {
      onClearError?.(name)
      own.onChange?.(event)
    }
  }
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
