import { commandOf, declineReasonFormMachine, shadowDeskActors, shadowDocumentBytes, type ShadowDocument } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { api } from "../../../shared/api"
import { saveFile } from "../../../shared/saveFile"

const actors = shadowDeskActors(api)

/** Accepting a claim or creation: its sender becomes the facility's OWNER, the facility verified. */
export const acceptShadowMachine = commandOf(actors.accept)
/** Deleting a record (spam, a duplicate) without a decision mailed. */
export const removeShadowMachine = commandOf(actors.remove)
/** Declining, with the reason the sender is mailed. */
export const declineShadowMachine = declineReasonFormMachine.provide({ actors: { send: actors.decline } })

/** After a decision the list is read again, and whatever shows the records (My facilities, the account) too. */
export function refreshShadows(client: QueryClient): Promise<void> {
  return client.invalidateQueries()
}

/**
 * Saves a confirmation document to the device: its bytes come with the support account's
 * token (a plain link would carry none), then the browser downloads them under the file's name.
 */
export async function downloadDocument(shadowId: number, document: ShadowDocument): Promise<void> {
  const bytes = await shadowDocumentBytes(api, shadowId, document.id)
  saveFile(bytes as Uint8Array<ArrayBuffer>, document.file_name, document.content_type)
}
