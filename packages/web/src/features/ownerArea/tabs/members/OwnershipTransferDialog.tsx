import { displayName, type FacilityMember, readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { useSendSession } from "../../../../shared/auth/session"
import { CurrentPasswordField, DialogActions, FormAlert, MachineForm, useForm } from "../../../../shared/forms"
import { pathTo } from "../../../../shared/routing/paths"
import { Modal } from "../../../../shared/ui/Modal"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"

/**
 * Passing the facility to a teacher (management 2.4 teachers, 4; core's
 * ownershipTransferFormMachine): says it cannot be undone and asks for the owner's password.
 * Done, the former owner — now a teacher with no permissions — goes to the session and to their
 * memberships, since this facility's owner area is no longer theirs.
 */
export function OwnershipTransferDialog({ facilityRef, heir, onClose }: { readonly facilityRef: string; readonly heir: FacilityMember; readonly onClose: () => void }) {
  const { t } = useTranslation("ownerArea")
  const [, navigate] = useLocation()
  const form = useForm(useReadyMachine(readyMachines.ownershipTransferForm), { ns: "ownerArea", input: { facilityRef, accountId: heir.account_id } })
  const formerOwner = form.result
  const sendSession = useSendSession()
  useEffect(() => {
    if (formerOwner === null) return
    sendSession({ type: "USER_UPDATED", user: formerOwner })
    navigate(pathTo("user_memberships"))
  }, [formerOwner, navigate, sendSession])
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !form.pending) onClose()
      }}
      title={t("TRANSFER_OWNERSHIP")}
      description={t("TRANSFER_OWNERSHIP_WARNING", { name: displayName(heir) ?? heir.email })}
      size="small"
    >
      <MachineForm form={form}>
        <CurrentPasswordField {...form.field("password")} shown={form.showPassword} label={t("YOUR_PASSWORD")} />
        {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["ownerArea", "common"] })}</FormAlert>}
        <DialogActions
          className="owner-tab__actions"
          cancel={{ label: t("CANCEL"), onClick: onClose }}
          holdCancel
          confirm={t("TRANSFER_CONFIRM")}
          pendingLabel={t("SENDING")}
          pending={form.pending}
          variant="danger"
          confirmTestId="transfer-confirm"
        />
      </MachineForm>
    </Modal>
  )
}
