import { type PublicationAttachment, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { FieldMessage, FilesButton, useToasts } from "../../../../shared/forms"
import { usePociechaMachine } from "../../../../shared/session"

/**
 * The attachments input (management 2.11; core's attachmentsInputMachine): a grid of the files
 * with their names — images show their own picture, other files their kind —; clicking one
 * removes it; ADD_ATTACHMENT picks several, uploaded one by one.
 */
export function AttachmentsField({
  facilityRef,
  files,
  error,
  onChange
}: {
  readonly facilityRef: string
  readonly files: ReadonlyArray<PublicationAttachment>
  readonly error: string | undefined
  readonly onChange: (files: ReadonlyArray<PublicationAttachment>) => void
}) {
  const { t } = useTranslation("ownerArea")
  const input = usePociechaMachine(readyMachines.attachmentsInput, { input: { facilityRef, files } })
  useToasts(input, "ownerArea")
  useEffect(() => {
    const subscription = input.on("changed", (event) => onChange(event.files))
    return () => subscription.unsubscribe()
  }, [input, onChange])
  const { files: shown, queue } = useSelector(input, (snapshot) => snapshot.context)
  return (
    <fieldset className="attachments">
      <legend className="field__label">{t("ATTACHMENTS")}</legend>
      <ul className="attachments__grid" data-testid="attachments">
        {shown.map((file) => (
          <li key={file.url}>
            <button type="button" className="attachments__item" onClick={() => input.send({ type: "REMOVE", url: file.url })} aria-label={t("ATTACHMENT_REMOVE", { name: file.name })}>
              {file.type === "image" ? <img src={file.url} alt="" /> : <span className={`attachments__kind attachments__kind--${file.type}`}>{file.type.toUpperCase()}</span>}
              <span className="attachments__name">{file.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {queue.length === 0 ? null : (
        <p role="status" className="owner-tab__hint">
          {t("ATTACHMENTS_UPLOADING", { count: queue.length })}
        </p>
      )}
      <FilesButton label={t("ADD_ATTACHMENT")} testId="attachments-file" onChoose={(files) => input.send({ type: "CHOOSE", files })} />
      {error === undefined ? null : <FieldMessage messageKey={error} />}
    </fieldset>
  )
}
