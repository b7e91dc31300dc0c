import { Schema } from "effect"
import { fromPromise } from "xstate"
import { PociechaApi } from "../api/api"
import { apiErrorOfBody } from "../api/errorOfBody"
import { isRefreshableError } from "../api/apiErrorBrand"
import { Gallery } from "../api/galleryStaff"
import { ConnectionError } from "../client/connectionError"
import type { ApiCaller } from "../client/pociechaClient"
import type { TokenStore } from "../client/tokenStore"
import type { EmployeeSaveInput } from "../machines/employeeForm.machine"
import type { EmployeePhotoInput, EmployeePhotoUploadInput } from "../machines/employeePhoto.machine"
import type { GalleryOrderInput, GalleryPhotoInput, GalleryUploadInput, UploadProgress } from "../machines/galleryEditor.machine"
import { callActor } from "./callActor"
import { fileForm, jpegForm } from "./fileForm"

/** One multipart upload, as an upload transport sends it. */
export interface UploadRequest {
  readonly url: string
  readonly form: FormData
  readonly headers: Readonly<Record<string, string>>
  readonly signal: AbortSignal
  /** Bytes sent so far, as they go. */
  readonly onProgress: (progress: UploadProgress) => void
}

/** What came back: the status and the JSON body (undefined when there is none, or it is not JSON). */
export interface UploadAnswer {
  readonly status: number
  readonly body: unknown
}

/**
 * Sends an upload and reports its progress. Browsers report the bytes sent only to
 * XMLHttpRequest (`xhr.upload.onprogress`), so the web app gives one over it; it rejects when no
 * answer comes (the network failed, the upload was aborted).
 */
export type UploadTransport = (request: UploadRequest) => Promise<UploadAnswer>

/** An upload transport over fetch, for scripts and tests: it reports the whole upload sent once answered. */
export const fetchUploadTransport: UploadTransport = async ({ url, form, headers, signal, onProgress }) => {
  const response = await fetch(url, { method: "POST", body: form, headers, signal })
  const text = await response.text()
  onProgress({ loaded: 1, total: 1 })
  let body: unknown
  try {
    body = text === "" ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, body }
}

/** The contract's path of a gallery upload, for a facility (`:id` filled in). */
const galleryUploadPath = (facilityRef: string): string =>
  PociechaApi.groups.gallery.endpoints.upload.path.replace(":id", encodeURIComponent(facilityRef))


const decodeGallery = Schema.decodeUnknownSync(Gallery)

/** The gallery of a successful answer, or what the answer rejects with: the contract's error, else a ConnectionError. */
function readUploadAnswer(answer: UploadAnswer): Gallery {
  if (answer.status >= 200 && answer.status < 300) {
    try {
      return decodeGallery(answer.body)
    } catch (cause) {
      throw new ConnectionError({ cause })
    }
  }
  throw apiErrorOfBody(answer.body) ?? new ConnectionError({ cause: answer })
}

/** How gallery uploads reach the server: the client (for its token refresh), the token, and the transport. */
export interface GalleryUploadOptions {
  readonly client: ApiCaller
  readonly tokens: Pick<TokenStore, "get">
  /** The server's origin ('' for the page's own). */
  readonly baseUrl?: string
  readonly transport?: UploadTransport
}

/**
 * The gallery editor's calls (management 2.4), for galleryEditorMachine's slots. `upload` sends
 * the photo to the contract's `POST /facility/list/:id/gallery` through the transport, with the
 * bearer, reporting its progress; when the token has expired, the client refreshes it on a call of
 * its own (spec 8.1) and the photo goes once more. It rejects as the client would: with the
 * contract's error, or a ConnectionError.
 */
export function galleryActors({ client, tokens, baseUrl = "", transport = fetchUploadTransport }: GalleryUploadOptions) {
  const send = ({ facilityRef, file, onProgress }: GalleryUploadInput, signal: AbortSignal) => {
    if (!(file instanceof Blob)) throw new TypeError("a gallery upload needs the picked file itself")
    const token = tokens.get()
    return transport({
      url: `${baseUrl}${galleryUploadPath(facilityRef)}`,
      form: fileForm(file, file.name),
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      signal,
      onProgress
    }).catch((cause: unknown) => Promise.reject(new ConnectionError({ cause })))
  }
  return {
    upload: fromPromise<Gallery, GalleryUploadInput>(async ({ input, signal }) => {
      const first = await send(input, signal)
      if (!isRefreshableError(apiErrorOfBody(first.body))) return readUploadAnswer(first)
      await client.call((api) => api.gallery.list({ params: { id: input.facilityRef } }))
      return readUploadAnswer(await send(input, signal))
    }),
    remove: callActor(client, (api, { facilityRef, photoId }: GalleryPhotoInput) =>
      api.gallery.remove({ params: { id: facilityRef, photo: photoId } })
    ),
    saveOrder: callActor(client, (api, { facilityRef, ids }: GalleryOrderInput) =>
      api.gallery.reorder({ params: { id: facilityRef }, payload: { ids } })
    )
  }
}

/**
 * The staff tab's calls (management 2.4): employeeFormMachine's `send` (`save`: adds a new
 * employee or changes one), employeePhotoMachine's `upload`, and the `run` of the commandMachines
 * that delete an employee or their photo.
 */
export function employeeActors(client: ApiCaller) {
  return {
    save: callActor(client, (api, { facilityRef, employeeId, employee }: EmployeeSaveInput) =>
      employeeId === null
        ? api.employees.add({ params: { id: facilityRef }, payload: employee })
        : api.employees.update({ params: { id: facilityRef, employee: employeeId }, payload: employee })
    ),
    remove: callActor(client, (api, { facilityRef, employeeId }: EmployeePhotoInput) =>
      api.employees.remove({ params: { id: facilityRef, employee: employeeId } })
    ),
    uploadPhoto: callActor(client, (api, { facilityRef, employeeId, ...jpeg }: EmployeePhotoUploadInput) =>
      api.employees.uploadPhoto({ params: { id: facilityRef, employee: employeeId }, payload: jpegForm(jpeg, "photo.jpg") })
    ),
    removePhoto: callActor(client, (api, { facilityRef, employeeId }: EmployeePhotoInput) =>
      api.employees.removePhoto({ params: { id: facilityRef, employee: employeeId } })
    )
  }
}
