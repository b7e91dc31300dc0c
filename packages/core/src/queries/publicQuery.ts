import type { EndpointError, PociechaApiClient } from "../client/pociechaClient"
import type { EndpointSuccess, PublicEndpoint, PublicReader } from "../client/publicReader"
import type { ApiQuery } from "./apiQuery"
import { retryRead } from "./retryRead"

/**
 * A read of a public endpoint through a PublicReader: the same shape, key and errors as an
 * {@link apiQuery} of that endpoint, without the Effect client.
 */
export const publicQuery = <
  const Key extends ReadonlyArray<unknown>,
  Group extends keyof PociechaApiClient,
  Endpoint extends keyof PociechaApiClient[Group]
>(
  reader: PublicReader,
  queryKey: Key,
  target: PublicEndpoint<Group, Endpoint>,
  options: { readonly staleTime?: number } = {}
): ApiQuery<EndpointSuccess<Group, Endpoint>, EndpointError<Group, Endpoint>, Key> => ({
  queryKey,
  queryFn: () => reader.read(target),
  retry: retryRead,
  ...options
})
