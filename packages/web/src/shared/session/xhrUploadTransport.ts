import type { UploadTransport } from "@pociecha/core"

/**
 * Core's upload transport over XMLHttpRequest: the one browser API that reports the bytes sent
 * (`xhr.upload.onprogress`), which the gallery shows per photo. It resolves with the status and
 * the JSON body of any answer, and rejects only when none came (network failure, abort).
 */
export const xhrUploadTransport: UploadTransport = ({ url, form, headers, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open("POST", url)
    request.withCredentials = true
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    request.onload = () => {
      let body: unknown
      try {
        body = request.responseText === "" ? undefined : JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      resolve({ status: request.status, body })
    }
    request.onerror = () => reject(new Error("the upload got no answer"))
    request.onabort = () => reject(new DOMException("the upload was aborted", "AbortError"))
    signal.addEventListener("abort", () => request.abort(), { once: true })
    request.send(form)
  })
