import { useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { FieldMessage, FormAlert } from "../../../shared/forms"
import type { StepProps } from "./StepProps"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { Button } from "../../../shared/ui/Button"

const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"

const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/**
 * The confirmation documents from the official register (management 2.7 step 4): PDF, JPG or
 * PNG up to 5 MB each, at least one. A failed upload keeps them for another try.
 */
export function DocumentsStep({ context, send }: StepProps) {
  const { t } = useTranslation("claim")
  const input = useRef<HTMLInputElement>(null)
  const errorId = `${useId()}-error`
  const error = context.errors.documents
  return (
    <div className="claim__documents">
      <p className="wizard__note">{t("DOCUMENTS_TEXT")}</p>
      <div className={`field${error ? " field--invalid" : ""}`}>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="claim__file-input"
          data-testid="claim-documents-input"
          aria-label={t("DOCUMENTS_PICK")}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            send({ type: "ADD_DOCUMENTS", files: [...(event.target.files ?? [])] })
            // The same file may be picked again after it was removed.
            event.target.value = ""
          }}
        />
        <Button onClick={() => input.current?.click()}>
          {t("DOCUMENTS_PICK")}
        </Button>
        <p className="field__hint">{t("DOCUMENTS_HINT")}</p>
        {error ? <FieldMessage id={errorId} messageKey={error} /> : null}
      </div>
      {context.documents.length === 0 ? (
        <p className="wizard__note">{t("DOCUMENTS_NONE")}</p>
      ) : (
        <ul className="claim__files" aria-label={t("DOCUMENTS_LIST")}>
          {context.documents.map((document, index) => (
            <li key={`${document.name}-${index}`} className="claim__file" data-testid="claim-document">
              <span className="claim__file-name">{document.name}</span>
              <span className="wizard__note">{t("SIZE_KB", { size: sizeInKb(document.size) })}</span>
              <Button variant="ghost" onClick={() => send({ type: "REMOVE_DOCUMENT", index })}>
                {t("DOCUMENT_REMOVE", { name: document.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {context.formError !== null && (
        <FormAlert tone="error">
          {t(keyFromData(context.formError), { ns: ["common"] })}
          {context.canRetry ? ` ${t("RETRY_HINT")}` : ""}
        </FormAlert>
      )}
    </div>
  )
}
