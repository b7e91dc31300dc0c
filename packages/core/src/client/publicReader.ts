import type { Effect } from "effect"
import { ConnectionError } from "./connectionError"
import type { EndpointError, PociechaApiClient } from "./pociechaClient"

/** What an endpoint answers when it succeeds, as the contract's client types it. */
export type EndpointSuccess<Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]> =
  PociechaApiClient[Group][Endpoint] extends (...args: never) => Effect.Effect<infer A, unknown, unknown> ? A : never

/**
 * Reads of public endpoints whose answer is plain JSON — the contract's schema for it
 * transforms nothing, so the decoded value is the JSON itself (publicReads.test.ts checks each
 * one), or that its caller decodes by a plain function (the map search's markers). They need
 * neither a bearer nor the Effect client, so a page that only reads them (the landing page, the
 * map, a guest's facility profile) never downloads Effect.
 */
export interface PublicReader {
  /**
   * GETs `path` (under the server's origin, e.g. `/api/v1/tag`) and resolves with its JSON.
   * Rejects as the Effect client would: with the contract's typed error for an error body
   * (its classes are loaded only then), else with a ConnectionError.
   */
  readonly get: <A>(path: string) => Promise<A>
  /** POSTs `body` as JSON to a public read that takes one (a search) and resolves as `get`. */
  readonly post: <A>(path: string, body: unknown) => Promise<A>
}

type Fetch = (url: string, init: {
  readonly method?: "POST"
  readonly headers: Record<string, string>
  readonly body?: string
}) => Promise<{
  readonly ok: boolean
  readonly json: () => Promise<unknown>
}>

const readBody = (response: { readonly json: () => Promise<unknown> }) => response.json().catch(() => undefined)

/** A PublicReader over fetch; `baseUrl` is the server's origin ('' for the page's own). */
export function fetchPublicReader(baseUrl = "", fetchImpl: Fetch = (url, init) => fetch(url, init)): PublicReader {
  const read = async <A>(path: string, init: Parameters<Fetch>[1]): Promise<A> => {
    let response: Awaited<ReturnType<Fetch>>
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init)
    } catch (cause) {
      throw new ConnectionError({ cause })
    }
    const body = await readBody(response)
    if (response.ok && body !== undefined) return body as A
    if (!response.ok) {
      const { apiErrorOfBody } = await import("../api/errorOfBody")
      const error = apiErrorOfBody(body)
      if (error !== null) throw error
    }
    throw new ConnectionError({ cause: body })
  }
  return {
    get: (path) => read(path, { headers: { accept: "application/json" } }),
    post: (path, body) =>
      read(path, { method: "POST", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(body) })
  }
}

/**
 * A public read: the contract endpoint it reads (group and name, which type its answer and its
 * errors) and the path that calls it, parameters filled in.
 */
export interface PublicEndpoint<Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]> {
  readonly group: Group
  readonly endpoint: Endpoint
  readonly path: string
}

export const publicEndpoint = <Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]>(
  group: Group,
  endpoint: Endpoint,
  path: string
): PublicEndpoint<Group, Endpoint> => ({ group, endpoint, path })

/** Reads a public endpoint through `reader`, typed by the contract. */
export const readPublic = <Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]>(
  reader: PublicReader,
  target: PublicEndpoint<Group, Endpoint>
): Promise<EndpointSuccess<Group, Endpoint>> => reader.get(target.path)

/** What a public read of `Group.Endpoint` rejects with: the errors its endpoint declares, or a ConnectionError. */
export type PublicReadError<Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]> = EndpointError<Group, Endpoint>
