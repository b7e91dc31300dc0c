import { request as httpRequest, type IncomingHttpHeaders } from "node:http"

/** A raw HTTP call: what a browser or curl would send, without the typed client. */
export interface RawResponse {
  readonly status: number
  // The answer's JSON as sent: each test reads the fields it expects and its assertions check
  // them, as a script would; typing it would only restate the contract the tests are checking.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any
  readonly headers: Headers
}

export const request = async (
  baseUrl: string,
  method: string,
  path: string,
  options: {
    body?: unknown
    rawBody?: string
    /** A multipart/form-data body (fetch sets the content type with its boundary). */
    form?: FormData
    token?: string
    cookie?: string
    headers?: Record<string, string>
  } = {}
): Promise<RawResponse> => {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined || options.rawBody !== undefined) headers["content-type"] = "application/json"
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  if (options.cookie !== undefined) headers.cookie = options.cookie
  const body = options.form ?? options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body))
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
  const text = await response.text()
  // A download (a document, a photo) is kept as its text; everything else the API answers is JSON.
  const json = (response.headers.get("content-type") ?? "application/json").includes("json")
  return { status: response.status, body: text === "" ? null : json ? JSON.parse(text) : text, headers: response.headers }
}

/** The `refresh_token=…` pair from a response, ready to send back as a Cookie header. */
export const refreshCookieOf = (response: RawResponse): string | undefined =>
  response.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("refresh_token=") && c !== "refresh_token=")

/** Asserts the catalogue's error body and returns it. */
export const errorOf = (response: RawResponse) => response.body as {
  statusCode: number
  message: string
  data: { error: { type: string; msg: string; schema?: Record<string, Array<string>> } }
}

/** A raw response: its bytes as sent, not decompressed. */
export interface BytesResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/**
 * A call as curl makes it: only the given headers (no Accept-Encoding unless given, a Host of one's
 * own), the path sent as it is (even malformed), the body not decompressed — what fetch would hide.
 */
export const requestBytes = (
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | undefined } = {}
): Promise<BytesResponse> =>
  new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}${path}`, { method: options.method ?? "GET", headers: options.headers ?? {} }, (incoming) => {
      const chunks: Array<Buffer> = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }))
      incoming.on("error", reject)
    })
    outgoing.on("error", reject)
    outgoing.end(options.body)
  })
