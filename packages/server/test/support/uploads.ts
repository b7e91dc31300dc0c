import { request as httpRequest } from "node:http"

/** A multipart/form-data body with one file part, `file`, as a browser's file input sends it. */
export const fileForm = (bytes: Uint8Array, name: string, type: string): FormData => {
  const form = new FormData()
  form.append("file", new Blob([bytes], { type }), name)
  return form
}

/** The smallest PDF a server takes for one, as a file input sends it. */
export const pdfForm = (name: string): FormData => fileForm(new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), name, "application/pdf")

/**
 * A multipart upload of `size` bytes sent chunked — no Content-Length to refuse it by — so the
 * server can only stop it while reading. Resolves with the status once answered.
 */
export const chunkedUpload = (baseUrl: string, path: string, token: string, size: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const boundary = "pociecha-chunked"
    const outgoing = httpRequest(`${baseUrl}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "transfer-encoding": "chunked"
      }
    }, (incoming) => {
      incoming.resume()
      incoming.on("end", () => resolve(incoming.statusCode ?? 0))
    })
    // The server may answer and close before all is sent: a broken pipe then is expected.
    outgoing.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)))
    outgoing.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`)
    const chunk = Buffer.alloc(64 * 1024, 0xff)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        sent += chunk.length
        if (!outgoing.write(chunk)) return void outgoing.once("drain", pump)
      }
      outgoing.end(`\r\n--${boundary}--\r\n`)
    }
    pump()
  })
