import { type SubscriberRole, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm, PrivacyNotice, SubmitButton, TextField, useForm } from "../../../../shared/forms"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"

/**
 * Invite by e-mail to subscribe (management 2.4 parents; core's memberInviteFormMachine): the
 * invited person gets a link to the profile that opens subscribing with the role; the form empties
 * for the next address.
 */
export function InviteForm({ facilityRef, role }: { readonly facilityRef: string; readonly role: SubscriberRole }) {
  const { t } = useTranslation("ownerArea")
  const form = useForm(useReadyMachine(readyMachines.memberInviteForm), { ns: "ownerArea", input: { facilityRef, role } })
  return (
    <div className="card members__invite">
      <h3 className="owner-tab__subtitle">{t(role === "parent" ? "INVITE_PARENTS" : "INVITE_TEACHERS")}</h3>
      <MachineForm form={form}>
        <TextField {...form.field("email")} type="email" label={t("INVITE_EMAIL")} autoComplete="off" required />
        <PrivacyNotice />
        {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["ownerArea", "common"] })}</FormAlert>}
        <SubmitButton pending={form.pending} pendingLabel={t("SENDING")} data-testid="invite-send">
          {t("INVITE_SEND")}
        </SubmitButton>
      </MachineForm>
    </div>
  )
}
