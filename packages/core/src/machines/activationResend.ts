import type { accountFormActors } from "./accountFormActors"
import { commandOf } from "./command.machine"

/** The green toast's key once the link is on its way again. */
export const ACTIVATION_RESENT = "ACTIVATION_RESENT"

/**
 * Whether a login's failure (its form message key) is a not-activated account's, after which the
 * login offers to send the activation link again (spec 2.10). Any other failure is not helped by
 * another link.
 */
export function offersActivationResend(formError: string | null): boolean {
  return formError === "ERROR_ACCOUNT_NOT_ACTIVATED"
}

/**
 * 'Send the link again' (spec 2.10), on the login of a not-activated account and on the sign-up's
 * success screen: a commandMachine over accountFormActors' `resendConfirmation`. RUN with
 * `{ email }`; a double press asks once; the server answers the same whether or not the address
 * waits for activation, and caps the mails to one address (429 gives spec 8.1's toast). Start it
 * with `{ successToast: ACTIVATION_RESENT }`.
 */
export function activationResendMachine(actors: Pick<ReturnType<typeof accountFormActors>, "resendConfirmation">) {
  return commandOf(actors.resendConfirmation)
}
