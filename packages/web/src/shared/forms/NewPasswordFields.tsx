import type { FormHandle } from "./useForm"
import { PasswordStrengthMeter } from "./PasswordStrengthMeter"
import { TextField } from "./TextField"
import "./newPassword.css"

interface NewPasswordFieldsProps {
  readonly form: FormHandle<"password" | "password_repeat", unknown>
  /** The page's texts (translated): the two labels, the password rule and the 'show password' switch. */
  readonly texts: { readonly password: string; readonly repeat: string; readonly hint: string; readonly showPassword: string }
}

/**
 * A new password with the rule and the form's live strength verdict, its repeat and a 'show
 * password' switch: sign-up, password reset and the password change in the account settings.
 */
export function NewPasswordFields({ form, texts }: NewPasswordFieldsProps) {
  const type = form.showPassword ? "text" : "password"
  return (
    <>
      <TextField {...form.field("password")} type={type} label={texts.password} hint={texts.hint} autoComplete="new-password" required />
      {form.strength === null ? null : <PasswordStrengthMeter score={form.strength.score} />}
      <TextField {...form.field("password_repeat")} type={type} label={texts.repeat} autoComplete="new-password" required />
      <ShowPasswordSwitch form={form} label={texts.showPassword} />
    </>
  )
}

/** The 'show password' checkbox of a form. */
export function ShowPasswordSwitch({ form, label }: { readonly form: Pick<FormHandle<never, unknown>, "showPassword" | "togglePassword">; readonly label: string }) {
  return (
    <label className="show-password">
      <input type="checkbox" checked={form.showPassword} onChange={form.togglePassword} />
      {label}
    </label>
  )
}
