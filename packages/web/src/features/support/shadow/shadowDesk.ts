import { shadowDocumentBytes, type ShadowDocument } from "@pociecha/core"
import { api } from "../../../shared/api"
import { saveFile } from "../../../shared/saveFile"

/**
 * Saves a confirmation document to the device: its bytes come with the support account's
 * token (a plain link would carry none), then the browser downloads them under the file's name.
 */
export async function downloadDocument(shadowId: number, document: ShadowDocument): Promise<void> {
  const bytes = await shadowDocumentBytes(api, shadowId, document.id)
  saveFile(bytes as Uint8Array<ArrayBuffer>, document.file_name, document.content_type)
}
