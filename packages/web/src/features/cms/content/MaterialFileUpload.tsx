import { type PublicationAttachment, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { useToasts } from "../../../shared/forms"
import { usePociechaMachine } from "../../../shared/session"
import { buttonClass } from "../../../shared/ui/Button"

/**
 * A material's file picker (spec 3.15; core's attachmentsInputMachine with the CMS's upload):
 * several files at once, each uploaded in turn and handed over as it is stored, to join the
 * material's attachments under its URL. `room` is how many more the material may carry.
 */
export function MaterialFileUpload({ room, onUploaded }: { readonly room: number; readonly onUploaded: (file: PublicationAttachment) => void }) {
  const { t } = useTranslation("cms")
  const input = usePociechaMachine(readyMachines.materialAttachmentsInput, { input: { files: [], max: room } })
  useToasts(input, "cms")
  const uploaded = useEffectEvent(onUploaded)
  useEffect(() => {
    // Nothing here removes a file from the machine: each change is one more file stored.
    const subscription = input.on("changed", (event) => uploaded(event.files.at(-1)!))
    return () => subscription.unsubscribe()
  }, [input])
  const waiting = useSelector(input, (snapshot) => snapshot.context.queue.length)
  return (
    <>
      <label className={buttonClass({ variant: "outline" })}>
        {t("UPLOAD_ATTACHMENTS")}
        <input
          type="file"
          multiple
          className="visually-hidden"
          data-testid="material-files"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])]
            event.target.value = ""
            if (chosen.length > 0) input.send({ type: "CHOOSE", files: chosen })
          }}
        />
      </label>
      {waiting === 0 ? null : <p role="status">{t("ATTACHMENTS_UPLOADING", { count: waiting })}</p>}
    </>
  )
}
