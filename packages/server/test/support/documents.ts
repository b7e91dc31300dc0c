/**
 * Confirmation documents for claim tests: a real (if empty) one-page PDF, and the multipart
 * body of `POST v1/shadow` as the claim wizard sends it.
 */

/** A minimal valid PDF: catalogue, page tree, one blank page, a cross-reference table with true offsets. */
export const minimalPdf = (): Uint8Array => {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"
  ]
  let text = "%PDF-1.4\n"
  const offsets: Array<number> = []
  objects.forEach((body, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(text)
}

/** A file part of a claim. */
export interface DocumentPart {
  readonly bytes: Uint8Array
  readonly name: string
  readonly type: string
}

export const pdfDocument = (name = "wpis-do-rejestru.pdf"): DocumentPart => ({ bytes: minimalPdf(), name, type: "application/pdf" })

/** The body of `POST v1/shadow`: the `data` part as JSON text, then each document as a `documents` part. */
export const shadowForm = (data: unknown, documents: ReadonlyArray<DocumentPart>): FormData => {
  const form = new FormData()
  form.append("data", JSON.stringify(data))
  for (const document of documents) form.append("documents", new Blob([document.bytes], { type: document.type }), document.name)
  return form
}
