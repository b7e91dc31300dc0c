import { useTranslation } from "react-i18next"
import { NewPasswordFields as Fields, ShowPasswordSwitch as Switch, type FormHandle } from "../../shared/forms"

interface NewPasswordFieldsProps {
  readonly form: FormHandle<"password" | "password_repeat", unknown>
  readonly labels: { readonly password: string; readonly repeat: string }
}

/** The shared new-password fields with the sign-in screens' texts: sign-up and password reset. */
export function NewPasswordFields({ form, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation("auth")
  return <Fields form={form} texts={{ ...labels, hint: t("PASSWORD_HINT"), showPassword: t("SHOW_PASSWORD") }} />
}

/** The 'show password' checkbox of a sign-in screen. */
export function ShowPasswordSwitch({ form }: { readonly form: Pick<FormHandle<never, unknown>, "showPassword" | "togglePassword"> }) {
  const { t } = useTranslation("auth")
  return <Switch form={form} label={t("SHOW_PASSWORD")} />
}
