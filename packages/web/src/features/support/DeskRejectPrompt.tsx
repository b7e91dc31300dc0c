import { useTranslation } from "react-i18next"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"
import { Modal } from "../../shared/ui/Modal"

/** The reason the desk's 'r' asks for, told to every author of what is rejected. */
export function DeskRejectPrompt({ open, count, reason, error, onReason, onSubmit, onCancel }: {
  readonly open: boolean
  readonly count: number
  readonly reason: string
  readonly error: string | null
  readonly onReason: (reason: string) => void
  readonly onSubmit: () => void
  readonly onCancel: () => void
}) {
  const { t } = useTranslation("support")
  return (
    <Modal open={open} onOpenChange={(stays) => (stays ? undefined : onCancel())} title={t("DESK_REJECT_TITLE", { count })} size="small">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <label className="support-desk__reason">
          {t("REJECT_REASON")}
          <textarea autoFocus value={reason} onChange={(event) => onReason(event.target.value)} aria-invalid={error !== null} data-testid="desk-reason"
            onKeyDown={(event) => {
              // Enter sends, as the keyboard flow expects; Shift+Enter starts a new line.
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault()
                onSubmit()
              }
            }}
          />
        </label>
        {error === null ? null : <p className="field__message field__message--error" role="alert">{t(keyFromData(error), { ns: ["support", "common"] })}</p>}
        <Button type="submit" variant="danger" data-testid="desk-reason-submit">{t("REJECT_SUBMIT")}</Button>
      </form>
    </Modal>
  )
}
