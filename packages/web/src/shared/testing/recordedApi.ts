import { errorBody, type ContractErrorKey } from "@pociecha/core"
import { QueryClient } from "@tanstack/react-query"
import { vi } from "vitest"

/** What the server answered one request with: its status and JSON body, as on the wire. */
export interface RecordedAnswer {
  readonly status: number
  readonly body?: unknown
}

/** An answer, or "offline" for a request that never reaches a server. */
export type Answer = RecordedAnswer | "offline"

/** The recorded answer of a catalogue error, e.g. `recordedError("ERROR_FACILITY_NOT_FOUND")`. */
export const recordedError = (key: ContractErrorKey): RecordedAnswer => {
  const body = errorBody(key)
  return { status: body.statusCode, body }
}

/**
 * Serves recorded answers to the app's real API client by standing in for `fetch`: each
 * "METHOD /path" gets its recorded answer (which may read the request), anything else a 404. Pages under test run their real
 * queries through the real client — encoding, decoding, typed errors — with no server.
 * `requests` lists what was asked, in order.
 */
export function serveRecordedAnswers(
  answers: Readonly<Record<string, (request: Request) => Answer | Promise<Answer>>>
): { readonly requests: string[] } {
  const requests: string[] = []
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const key = `${request.method} ${new URL(request.url).pathname}`
    requests.push(key)
    const answer = (await answers[key]?.(request)) ?? recordedError("ERROR_NOT_FOUND")
    if (answer === "offline") throw new TypeError("Failed to fetch")
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" }
    })
  })
  return { requests }
}

/** A query cache for one test: nothing cached from another test, and retries without waiting. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
