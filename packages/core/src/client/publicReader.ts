import type { Effect } from "effect"
import createClient, { type Client } from "openapi-fetch"
import { ConnectionError } from "./connectionError"
import type { paths } from "./openapi/paths"
import type { PociechaApiClient } from "./pociechaClient"

/** What an endpoint answers when it succeeds, as the contract's client types it. */
export type EndpointSuccess<Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]> =
  PociechaApiClient[Group][Endpoint] extends (...args: never) => Effect.Effect<infer A, unknown, unknown> ? A : never

/**
 * openapi-fetch's client over the paths of the server's OpenAPI document (openapi/paths.ts,
 * generated from the contract): a path, its parameters and its body are checked by the compiler.
 */
export type PublicClient = Client<paths>

/** What a call of the PublicClient resolves with: the answer, or the error's body. */
export interface PublicAnswer<A> {
  readonly data?: A
  readonly error?: unknown
  readonly response: Response
}

/** A call through the PublicClient whose answer is an `A`. */
export interface PublicRequest<A> {
  readonly request: (client: PublicClient) => Promise<PublicAnswer<A>>
}

/**
 * A public read: the contract endpoint it reads (group and name, which type its errors) and its
 * call through the PublicClient. `A` is the contract's success type, unless the read decodes its
 * answer itself (the map's markers).
 */
export interface PublicEndpoint<
  Group extends keyof PociechaApiClient,
  Endpoint extends keyof PociechaApiClient[Group],
  A = EndpointSuccess<Group, Endpoint>
> extends PublicRequest<A> {
  readonly group: Group
  readonly endpoint: Endpoint
}

/**
 * A public read whose answer's JSON is the contract's value: the compiler checks that the
 * answer as the OpenAPI document types it is the contract's success type.
 */
export const publicEndpoint = <Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]>(
  group: Group,
  endpoint: Endpoint,
  request: (client: PublicClient) => Promise<PublicAnswer<EndpointSuccess<Group, Endpoint>>>
): PublicEndpoint<Group, Endpoint> => ({ group, endpoint, request })

/**
 * Reads of public endpoints without a bearer or the Effect client, so a page that only reads
 * them (the landing page, the map, a guest's facility profile) never downloads Effect. The
 * reads are in publicEndpoints; each answer is JSON whose schema transforms nothing, so the JSON
 * is the contract's decoded value (publicReads.test.ts checks each one), or the read decodes it
 * by a plain function (the map search's markers).
 */
export interface PublicReader {
  /**
   * Resolves with the read's answer. Rejects as the Effect client would: with the contract's
   * typed error for an error body (its classes are loaded only then), else with a ConnectionError.
   */
  readonly read: <A>(target: PublicRequest<A>) => Promise<A>
}

/** The error a failed answer rejects with: the contract's typed error of its body, else a ConnectionError. */
const failure = async (body: unknown) => {
  const { apiErrorOfBody } = await import("../api/errorOfBody")
  return apiErrorOfBody(body) ?? new ConnectionError({ cause: body })
}

/**
 * A PublicReader over fetch; `baseUrl` is the server's origin ('' for the page's own),
 * `fetchImpl` replaces the platform's fetch (tests, a server without one).
 */
export function fetchPublicReader(baseUrl = "", fetchImpl?: (request: Request) => Promise<Response>): PublicReader {
  const client = createClient<paths>({
    baseUrl,
    headers: { accept: "application/json" },
    // Looked up per call, so a test that stubs globalThis.fetch after this reader was made is heard.
    fetch: fetchImpl ?? ((request) => globalThis.fetch(request))
  })
  return {
    read: async <A>(target: PublicRequest<A>): Promise<A> => {
      let answer: PublicAnswer<A>
      try {
        answer = await target.request(client)
      } catch (cause) {
        // No answer, or one whose JSON could not be read.
        throw new ConnectionError({ cause })
      }
      if (answer.response.ok && answer.data !== undefined) return answer.data
      throw answer.response.ok ? new ConnectionError({ cause: answer.data }) : await failure(answer.error)
    }
  }
}
