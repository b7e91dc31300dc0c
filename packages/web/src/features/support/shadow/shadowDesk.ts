import { commandOf, declineReasonFormMachine, shadowChangeKeys, shadowDeskActors, shadowDocumentBytes, type ShadowDocument } from "@pociecha/core"
import { api } from "../../../shared/api"
import { saveFile } from "../../../shared/saveFile"

const actors = shadowDeskActors(api)

/** Accepting a claim or creation: its sender becomes the facility's OWNER, the facility verified. */
export const acceptShadowMachine = commandOf(actors.accept, () => shadowChangeKeys)
/** Deleting a record (spam, a duplicate) without a decision mailed. */
export const removeShadowMachine = commandOf(actors.remove, () => shadowChangeKeys)
/** Declining, with the reason the sender is mailed. */
export const declineShadowMachine = declineReasonFormMachine.provide({ actors: { send: actors.decline } })

/**
 * Saves a confirmation document to the device: its bytes come with the support account's
 * token (a plain link would carry none), then the browser downloads them under the file's name.
 */
export async function downloadDocument(shadowId: number, document: ShadowDocument): Promise<void> {
  const bytes = await shadowDocumentBytes(api, shadowId, document.id)
  saveFile(bytes as Uint8Array<ArrayBuffer>, document.file_name, document.content_type)
}
