import * as Dialog from "@radix-ui/react-dialog"
import { useSyncExternalStore } from "react"
import { useTranslation } from "react-i18next"
import { alertStore, closeAlert } from "./alertStore"
import { actionClass } from "./Modal"
import "./ui.css"
import { keyFromData } from "../i18n/keyFromData"

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
                  <button type="button" className="btn btn--outline" onClick={closeAlert}>
                    {t("CANCEL")}
                  </button>
                ) : null}
                {(alert.actions ?? []).map((action) => (
                  <button key={action.display} type="button" className={actionClass(action.color)} onClick={action.onClick}>
                    {t(keyFromData(action.display))}
                  </button>
                ))}
                {alert.onAccept ? (
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => {
                      alert.onAccept?.()
                      closeAlert()
                    }}
                  >
                    {t("ACCEPT")}
                  </button>
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
