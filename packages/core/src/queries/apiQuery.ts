import type { Effect } from "effect"
import type { ApiCaller, PociechaApiClient } from "../client/pociechaClient"
import { retryRead } from "./retryRead"

/**
 * One server read, in the shape TanStack Query's `useQuery`, `prefetchQuery` and
 * `ensureQueryData` take: a key naming the read and its arguments, and a function that calls the
 * API. Plain data and functions: core depends on no query library.
 */
export interface ApiQuery<Data, Failure, Key extends ReadonlyArray<unknown>> {
  readonly queryKey: Key
  readonly queryFn: () => Promise<Data>
  /** Typed by the endpoint's errors, so the query's `error` is typed too. */
  readonly retry: (failureCount: number, error: Failure) => boolean
  readonly staleTime?: number
  /** How long an unused answer is kept (TanStack Query's default when absent). */
  readonly gcTime?: number
  /** Whether a failed read is asked again when a component mounts (TanStack Query's default: yes). */
  readonly retryOnMount?: boolean
}

/** Reference data (tags, regions, built-in cities) changes with a deployment: read once a visit. */
export const REFERENCE_DATA = { staleTime: Number.POSITIVE_INFINITY } as const

/** A read of one endpoint through `api`; `call` picks the endpoint and its request. */
export const apiQuery = <const Key extends ReadonlyArray<unknown>, Data, Failure>(
  api: ApiCaller,
  queryKey: Key,
  call: (client: PociechaApiClient) => Effect.Effect<Data, Failure>,
  options: { readonly staleTime?: number } = {}
): ApiQuery<Data, Failure, Key> => ({ queryKey, queryFn: () => api.call(call), retry: retryRead, ...options })
