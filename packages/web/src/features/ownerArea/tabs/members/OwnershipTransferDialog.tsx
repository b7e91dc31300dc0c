import { displayName, ownershipTransferFormMachine, ownerTabActors, type FacilityMember } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { api } from "../../../../shared/api"
import { sendSession } from "../../../../shared/auth/session"
import { FormAlert, MachineForm, TextField, useForm } from "../../../../shared/forms"
import { pathTo } from "../../../../shared/routing/paths"
import { Modal } from "../../../../shared/ui/Modal"

const transferMachine = ownershipTransferFormMachine.provide({ actors: { send: ownerTabActors(api).transferOwnership } })

/**
 * Passing the facility to a teacher (management 2.4 teachers, 4; core's
 * ownershipTransferFormMachine): says it cannot be undone and asks for the owner's password.
 * Done, the former owner — now a teacher with no permissions — goes to the session and to their
 * memberships, since this facility's owner area is no longer theirs.
 */
export function OwnershipTransferDialog({ facilityRef, heir, onClose }: { readonly facilityRef: string; readonly heir: FacilityMember; readonly onClose: () => void }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const [, navigate] = useLocation()
  const form = useForm(transferMachine, { ns: "ownerArea", input: { facilityRef, accountId: heir.account_id } })
  const formerOwner = form.result
  useEffect(() => {
    if (formerOwner === null) return
    sendSession({ type: "USER_UPDATED", user: formerOwner })
    void client.invalidateQueries({ queryKey: ["facility"] })
    navigate(pathTo("user_memberships"))
  }, [formerOwner, client, navigate])
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
        <TextField {...form.field("password")} type={form.showPassword ? "text" : "password"} label={t("YOUR_PASSWORD")} autoComplete="current-password" required />
        {form.formError === null ? null : <FormAlert tone="error">{t(form.formError, { ns: ["ownerArea", "common"] })}</FormAlert>}
        <div className="owner-tab__actions">
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={form.pending}>
            {t("CANCEL")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={form.pending} data-testid="transfer-confirm">
            {form.pending ? t("SENDING") : t("TRANSFER_CONFIRM")}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}
