import { type PublicationAttachment, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { FilesButton, useToasts } from "../../../shared/forms"
import { usePociechaMachine } from "../../../shared/session"

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
      <FilesButton label={t("UPLOAD_ATTACHMENTS")} testId="material-files" onChoose={(files) => input.send({ type: "CHOOSE", files })} />
      {waiting === 0 ? null : <p role="status">{t("ATTACHMENTS_UPLOADING", { count: waiting })}</p>}
    </>
  )
}
