import { ACTIVATION_RESENT, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../shared/forms"
import { Button } from "../../shared/ui/Button"

/**
 * 'Send the link again' (spec 2.10) for an account waiting for activation: core's
 * activationResendMachine. Once sent, it says so in place of the button.
 */
export function ResendActivation({ email }: { readonly email: string }) {
  const { t } = useTranslation("auth")
  const resend = useCommand(readyMachines.activationResend, { ns: "auth", successToast: ACTIVATION_RESENT, onDone: () => undefined })
  if (resend.done) return <p className="auth__note" role="status">{t("ACTIVATION_RESENT_TEXT", { email })}</p>
  return (
    <Button block disabled={resend.running} onClick={() => resend.run({ email })} data-testid="resend-activation">
      {t("RESEND_ACTIVATION")}
    </Button>
  )
}
