import type { commandMachine, ReadyMachine } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Redirect } from "wouter"
import { useCommand } from "../../../shared/forms"
import { Button } from "../../../shared/ui/Button"
import { Modal } from "../../../shared/ui/Modal"

/** Deleting the entry being edited, once confirmed (core's removal command); then back to its list. */
export function DeleteEntry({ id, removal, back }: { readonly id: number; readonly removal: ReadyMachine<typeof commandMachine>; readonly back: string }) {
  const { t } = useTranslation("cms")
  const [asking, setAsking] = useState(false)
  const command = useCommand(removal, { ns: "cms", successToast: "ENTRY_DELETED" })
  if (command.done) return <Redirect to={back} replace />
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)} disabled={command.running} data-testid="delete-entry">{t("DELETE")}</Button>
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title={t("DELETE_CONFIRM")}
        size="small"
        actions={[
          { display: t("CANCEL"), onClick: () => setAsking(false) },
          { display: t("DELETE"), color: "danger", onClick: () => { setAsking(false); command.run(id) } }
        ]}
      />
    </>
  )
}
