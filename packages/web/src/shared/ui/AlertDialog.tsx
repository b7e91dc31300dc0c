import * as Dialog from "@radix-ui/react-dialog"
import { useSyncExternalStore } from "react"
import { useTranslation } from "react-i18next"
import { alertStore, closeAlert } from "./alertStore"
import { ActionButton } from "./Modal"
import "./ui.css"
import { keyFromData } from "../i18n/keyFromData"
import { Button } from "./Button"

/**
 * The global alert modal (spec 2.3): title and subtitle; CANCEL when closing is allowed; ACCEPT
 * when an accept action exists (runs it, then closes); custom action buttons. Above everything
 * else. Loaded by AlertModalHost when the first alert is shown.
 */
export default function AlertDialog() {
  const { t } = useTranslation()
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get)
  const closable = alert?.closable !== false
  return (
    <Dialog.Root
      open={alert !== null}
      onOpenChange={(open) => {
        if (!open && closable) closeAlert()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay dialog__overlay--alert" />
        <Dialog.Content
          role="alertdialog"
          className="dialog dialog--small dialog--alert"
          {...(alert?.subtitle ? {} : { "aria-describedby": undefined })}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault()
          }}
          onPointerDownOutside={(event) => {
            if (!closable) event.preventDefault()
          }}
        >
          {alert ? (
            <>
              <Dialog.Title className="dialog__title">{t(keyFromData(alert.title))}</Dialog.Title>
              {alert.subtitle ? <Dialog.Description className="dialog__description">{t(keyFromData(alert.subtitle))}</Dialog.Description> : null}
              <div className="dialog__actions">
                {closable ? (
                  <Button onClick={closeAlert}>
                    {t("CANCEL")}
                  </Button>
                ) : null}
                {(alert.actions ?? []).map((action) => (
                  <ActionButton key={action.display} action={action} />
                ))}
                {alert.onAccept ? (
                  <Button
                    variant="primary"
                    onClick={() => {
                      alert.onAccept?.()
                      closeAlert()
                    }}
                  >
                    {t("ACCEPT")}
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
