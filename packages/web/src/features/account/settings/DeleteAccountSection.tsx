import { type User, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSendSession } from "../../../shared/auth/session"
import { CurrentPasswordField, DialogActions, FormAlert, TextField } from "../../../shared/forms"
import { Modal } from "../../../shared/ui/Modal"
import { toast } from "../../../shared/ui/toast"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { usePociechaMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"

/**
 * Delete account (spec 2.11, 4.1, 4.2, 5): a confirm dialog with the accept box and the password
 * typed again — or, for an account made through Google or Facebook, its e-mail address. It is
 * final: the person is logged out to '/', told so, and their opinions stay as 'Konto usunięte'.
 */
export function DeleteAccountSection({ user }: { readonly user: User }) {
  const { t } = useTranslation(["account", "common"])
  const dialog = usePociechaMachine(readyMachines.deleteAccount, { input: { user } })
  const snapshot = useSelector(dialog, (state) => state)
  const { proof, accepted, password, email, errors, formError } = snapshot.context
  const busy = snapshot.matches("verifying") || snapshot.matches("deleting")
  const sendSession = useSendSession()
  useEffect(() => {
    const subscription = dialog.on("loggedOut", () => {
      toast.success(t("ACCOUNT_DELETED"))
      sendSession({ type: "LOGOUT" })
    })
    return () => subscription.unsubscribe()
  }, [dialog, t, sendSession])
  return (
    <section className="card settings__section settings__section--danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t("DELETE_TITLE")}</h2>
      <p className="settings__hint">{t("DELETE_TEXT")}</p>
      <Button variant="danger" onClick={() => dialog.send({ type: "OPEN" })} data-testid="delete-account">
        {t("DELETE_OPEN")}
      </Button>
      <Modal
        open={!snapshot.matches("closed") && !snapshot.matches("deleted")}
        onOpenChange={(open) => {
          if (!open && !busy) dialog.send({ type: "CANCEL" })
        }}
        title={t("DELETE_CONFIRM_TITLE")}
        description={t("DELETE_CONFIRM_TEXT")}
        size="small"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            dialog.send({ type: "SUBMIT" })
          }}
        >
          {formError === null ? null : <FormAlert tone="error">{t(keyFromData(formError), { ns: ["account", "common"] })}</FormAlert>}
          <label className={`settings__accept${errors.accept ? " settings__accept--invalid" : ""}`}>
            <input
              type="checkbox"
              checked={accepted}
              aria-invalid={errors.accept ? true : undefined}
              onChange={(event) => dialog.send({ type: "ACCEPT", value: event.target.checked })}
              data-testid="delete-accept"
            />
            {t("DELETE_ACCEPT")}
          </label>
          {errors.accept ? <p className="field__error">{t(keyFromData(`common:${errors.accept}`))}</p> : null}
          {proof === "password" ? (
            <CurrentPasswordField
              name="password"
              label={t("CURRENT_PASSWORD")}
              value={password}
              error={errors.password}
              onChange={(event) => dialog.send({ type: "CHANGE_PASSWORD", value: event.target.value })}
              onClearError={() => dialog.send({ type: "CLEAR_ERROR", field: "password" })}
            />
          ) : (
            <TextField
              name="email"
              type="email"
              label={t("DELETE_TYPE_EMAIL", { email: user.email })}
              autoComplete="off"
              value={email}
              error={errors.email}
              onChange={(event) => dialog.send({ type: "CHANGE_EMAIL", value: event.target.value })}
              onClearError={() => dialog.send({ type: "CLEAR_ERROR", field: "email" })}
              required
            />
          )}
          <DialogActions
            cancel={{ label: t("common:CANCEL"), onClick: () => dialog.send({ type: "CANCEL" }) }}
            holdCancel
            confirm={t("DELETE_FOR_GOOD")}
            pendingLabel={t("DELETING")}
            pending={busy}
            variant="danger"
            confirmTestId="delete-confirm"
          />
        </form>
      </Modal>
    </section>
  )
}
