/** A raw HTTP call: what a browser or curl would send, without the typed client. */
export interface RawResponse {
  readonly status: number
  readonly body: any
  readonly headers: Headers
}

export const request = async (
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; cookie?: string } = {}
): Promise<RawResponse> => {
  const headers: Record<string, string> = {}
  if (options.body !== undefined || options.rawBody !== undefined) headers["content-type"] = "application/json"
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  if (options.cookie !== undefined) headers.cookie = options.cookie
  const body = options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body))
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, body: text === "" ? null : JSON.parse(text), headers: response.headers }
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
