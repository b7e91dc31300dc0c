import { legalPaths } from "@pociecha/core"
import { useId } from "react"
import { Trans, useTranslation } from "react-i18next"
import { FieldMessage } from "../../shared/forms"

export interface AcceptRegulationsProps {
  readonly checked: boolean
  /** ACCEPT_REQUIRED when the form was sent without the tick. */
  readonly error: string | undefined
  readonly onChange: (checked: boolean) => void
}

/** The sign-up's tick: the regulations accepted and the privacy policy read, each linked (new tab, so the form stays). */
export function AcceptRegulations({ checked, error, onChange }: AcceptRegulationsProps) {
  const { t } = useTranslation("auth")
  const errorId = useId()
  const link = (path: string) => <a href={path} target="_blank" rel="noopener" />
  return (
    <div className={`field auth__accept${error ? " field--invalid" : ""}`}>
      <label>
        <input
          type="checkbox"
          name="accept"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="signup-accept"
        />{" "}
        <Trans t={t} i18nKey="SIGNUP_ACCEPT" components={{ regulations: link(legalPaths.regulations), privacy: link(legalPaths.privacy) }} />
      </label>
      {error ? <FieldMessage id={errorId} messageKey={error} /> : null}
    </div>
  )
}
