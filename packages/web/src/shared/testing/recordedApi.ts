import { errorBody, type ContractErrorKey } from "@pociecha/core"
import { QueryClient } from "@tanstack/react-query"
import { http, HttpResponse } from "msw"
import { apiServer } from "./apiServer"

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
 * Serves recorded answers through the mock API (apiServer): each "METHOD /path" gets its recorded
 * answer (which may read the request), anything else the catalogue's 404. It replaces what an
 * earlier call served, for the rest of the file. `requests` lists what was asked, in order.
 */
export function serveRecordedAnswers(
  answers: Readonly<Record<string, (request: Request) => Answer | Promise<Answer>>>
): { readonly requests: string[] } {
  const requests: string[] = []
  apiServer.resetHandlers(
    http.all("*", async ({ request }) => {
      const key = `${request.method} ${new URL(request.url).pathname}`
      requests.push(key)
      const answer = (await answers[key]?.(request)) ?? recordedError("ERROR_NOT_FOUND")
      if (answer === "offline") return HttpResponse.error()
      return answer.body === undefined ? new HttpResponse(null, { status: answer.status }) : HttpResponse.json(answer.body, { status: answer.status })
    })
  )
  return { requests }
}

/** A query cache for one test: nothing cached from another test, and retries without waiting. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
