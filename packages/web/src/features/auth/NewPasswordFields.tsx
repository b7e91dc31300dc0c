import { useState, type ChangeEvent } from "react"
import { useTranslation } from "react-i18next"
import { TextField } from "../../shared/forms"

interface NewPasswordFieldsProps {
  readonly labels: { readonly password: string; readonly repeat: string }
  readonly values: { readonly password: string; readonly password_repeat: string }
  readonly errors: Partial<Record<"password" | "password_repeat", string>>
  readonly onChange: (field: "password" | "password_repeat") => (event: ChangeEvent<HTMLInputElement>) => void
  readonly onClearError: (field: string) => void
}

/** A new password, its repeat and a 'show password' switch: sign-up and password reset. */
export function NewPasswordFields({ labels, values, errors, onChange, onClearError }: NewPasswordFieldsProps) {
  const { t } = useTranslation("auth")
  const [showPassword, setShowPassword] = useState(false)
  const type = showPassword ? "text" : "password"
  return (
    <>
      <TextField
        name="password"
        type={type}
        label={labels.password}
        hint={t("PASSWORD_HINT")}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={onChange("password")}
        error={errors.password}
        onClearError={onClearError}
      />
      <TextField
        name="password_repeat"
        type={type}
        label={labels.repeat}
        autoComplete="new-password"
        required
        value={values.password_repeat}
        onChange={onChange("password_repeat")}
        error={errors.password_repeat}
        onClearError={onClearError}
      />
      <label className="auth__checkbox">
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
        {t("SHOW_PASSWORD")}
      </label>
    </>
  )
}
