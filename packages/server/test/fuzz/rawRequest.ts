import { request as httpRequest, type Agent } from "node:http"

/** One request as the fuzz suite sends it: the path is sent byte for byte (no URL normalisation). */
export interface FuzzRequest {
  readonly method: string
  /** Path and query exactly as they go on the wire, e.g. `/api/facility/list/..%2F?x=%`. */
  readonly path: string
  /** A body, sent as is (a string is sent as UTF-8). */
  readonly body?: string | Buffer | undefined
  /** Content-Type of the body; `application/json` when a body is given and this is undefined. */
  readonly contentType?: string | null | undefined
  readonly token?: string | undefined
  readonly cookie?: string | undefined
  /** Sends the body chunked, without a Content-Length (the server must cut it off while reading). */
  readonly chunked?: boolean | undefined
}

export interface FuzzResponse {
  readonly status: number
  readonly text: string
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
}

/** A request must be answered within this; it guards against hangs and asserts no speed. */
export const ANSWER_WITHIN_MS = 10_000

/**
 * Sends a request over plain HTTP, on a connection of its own unless an agent is given;
 * rejects when no full answer arrives in {@link ANSWER_WITHIN_MS}.
 */
export const send = (baseUrl: string, fuzz: FuzzRequest, agent: Agent | false = false): Promise<FuzzResponse> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl)
    const headers: Record<string, string | number> = {}
    if (fuzz.body !== undefined) {
      const contentType = fuzz.contentType === undefined ? "application/json" : fuzz.contentType
      if (contentType !== null) headers["content-type"] = contentType
      // Node frames a GET or DELETE body only when told to.
      if (fuzz.chunked === true) headers["transfer-encoding"] = "chunked"
      else headers["content-length"] = Buffer.byteLength(fuzz.body)
    }
    if (fuzz.token !== undefined) headers.authorization = `Bearer ${fuzz.token}`
    if (fuzz.cookie !== undefined) headers.cookie = fuzz.cookie
    const outgoing = httpRequest(
      // By default a connection of its own: a request that spoils its connection fails alone.
      { hostname, port, method: fuzz.method, path: fuzz.path, headers, agent, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) },
      (incoming) => {
        const chunks: Array<Buffer> = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), headers: incoming.headers }))
        incoming.on("error", (error) => reject(failure(error)))
      }
    )
    const failure = (error: Error) =>
      new Error(
        error.name === "AbortError" || error.name === "TimeoutError"
          ? `no answer within ${ANSWER_WITHIN_MS} ms to ${describeRequest(fuzz)}`
          : `no answer (${error.message}) to ${describeRequest(fuzz)}`
      )
    outgoing.on("error", (error) => reject(failure(error)))
    if (fuzz.chunked === true && fuzz.body !== undefined) {
      const body = Buffer.from(fuzz.body)
      // The server may answer (and close) before it has read everything: that is fine.
      for (let at = 0; at < body.length; at += 64 * 1024) outgoing.write(body.subarray(at, at + 64 * 1024))
      outgoing.end()
    } else {
      outgoing.end(fuzz.body)
    }
  })

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text

/** A request as a reader of a failure report needs it: method, path, headers, body (clipped). */
export const describeRequest = (fuzz: FuzzRequest): string => {
  const body = fuzz.body === undefined ? "" : ` body=${clip(typeof fuzz.body === "string" ? JSON.stringify(fuzz.body) : `<${fuzz.body.length} bytes: ${fuzz.body.subarray(0, 40).toString("hex")}…>`)}`
  const contentType = fuzz.contentType === undefined ? "" : ` content-type=${String(fuzz.contentType)}`
  const auth = fuzz.token === undefined ? " (guest)" : " (bearer token)"
  const cookie = fuzz.cookie === undefined ? "" : ` cookie=${clip(fuzz.cookie, 80)}`
  const chunked = fuzz.chunked === true ? " (chunked)" : ""
  return `${fuzz.method} ${clip(fuzz.path)}${auth}${contentType}${cookie}${chunked}${body}`
}

export const describeResponse = (response: FuzzResponse): string => `${response.status} ${clip(response.text)}`
