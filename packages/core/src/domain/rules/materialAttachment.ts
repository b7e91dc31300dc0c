import { type AttachmentKind, opensInOfficeViewer } from "./attachment"

/** The online office document viewer (spec 3.15): it shows a Word or Excel file at a public address in the browser. */
const OFFICE_VIEWER = "https://view.officeapps.live.com/op/view.aspx"

/**
 * Where an attachment of a material opens: office documents (word, excel) in the online office
 * viewer, given the file's absolute address (the viewer fetches it from the web); anything else
 * at its own address. `origin` makes a path on this server absolute.
 */
export function attachmentOpenUrl(attachment: { readonly url: string; readonly kind: AttachmentKind }, origin: string): string {
  const absolute = new URL(attachment.url, origin).toString()
  return opensInOfficeViewer(attachment.kind) ? `${OFFICE_VIEWER}?src=${encodeURIComponent(absolute)}` : attachment.url
}
