import { Cause, Context, Effect, Exit, Layer, ManagedRuntime, Ref, Schema, Semaphore } from "effect"
import { Cookies, FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { PociechaApi } from "../api/api"
import { apiError, isApiError, isRefreshableError, type ApiError } from "../api/errors"
import { fieldMessagesOf } from "../api/fieldMessages"
import { ConnectionError } from "./connectionError"
import type { TokenStore } from "./tokenStore"

type GeneratedClient = HttpApiClient.ForApi<typeof PociechaApi>

/** The generated client, with every failure narrowed to what callers handle: a contract error or a connection error. */
export type PociechaApiClient = {
  readonly [Group in keyof GeneratedClient]: {
    readonly [Endpoint in keyof GeneratedClient[Group]]: GeneratedClient[Group][Endpoint] extends (
      ...args: infer Args
    ) => Effect.Effect<infer A, infer _E, infer R>
      // Endpoint methods are generic over a response mode; callers use the decoded one.
      ? (...args: Args) => Effect.Effect<Exclude<A, HttpClientResponse.HttpClientResponse | readonly [unknown, HttpClientResponse.HttpClientResponse]>, CallError, R>
      : never
  }
}

export interface PociechaClientOptions {
  /** Origin the `/api` paths are resolved against; '' for the page's own origin. */
  readonly baseUrl: string
  readonly tokens: TokenStore
  /**
   * Keep cookies (the refresh token) in memory. Browsers keep them themselves;
   * Node scripts and tests need this for refresh to work.
   */
  readonly cookieJar?: boolean
  /** Called when a refresh failed: the session is over. */
  readonly onSessionExpired?: () => void
}

/** The typed client of the whole contract, as an Effect service. */
export class PociechaClient extends Context.Service<PociechaClient, PociechaApiClient>()("@pociecha/core/PociechaClient") {}

/** Any contract error or a connection error: what a client call can fail with. */
export type CallError = ApiError | ConnectionError

const withBearer = (tokens: TokenStore) =>
  HttpClient.mapRequest((request: HttpClientRequest.HttpClientRequest) => {
    const token = tokens.get()
    return token ? HttpClientRequest.bearerToken(request, token) : request
  })

/**
 * Makes the client: a bearer on every call when logged in; on error/expired-jwt,
 * error/missing-jwt or error/insufficient-permissions it refreshes the token
 * through `v1/account/refresh` and retries once — a retried call is not retried
 * again, and concurrent failures share one refresh. Anything that is not a
 * contract error becomes a ConnectionError.
 */
export const makePociechaClient = (options: PociechaClientOptions) =>
  Effect.gen(function*() {
    const baseHttp = yield* HttpClient.HttpClient
    const cookies = yield* Ref.make<ReadonlyArray<Cookies.Cookie>>([])
    // Request preprocessing runs in the order it was added: the URL must be
    // absolute before the cookie jar picks the cookies that match it.
    const absolute = baseHttp.pipe(HttpClient.mapRequest(HttpClientRequest.prependUrl(options.baseUrl)))
    const http = (options.cookieJar ? HttpClient.withCookiesRef(absolute, cookies) : absolute).pipe(
      withBearer(options.tokens)
    )
    const plain = yield* HttpApiClient.makeWith(PociechaApi, { httpClient: http })
    const refreshing = yield* Semaphore.make(1)

    // Refreshes unless another call already replaced the token we failed with.
    const refreshAfter = (failedToken: string | null) =>
      refreshing.withPermits(1)(
        Effect.suspend(() =>
          options.tokens.get() !== failedToken
            ? Effect.void
            : plain.account.refresh().pipe(Effect.map(({ jwt }) => options.tokens.set(jwt)))
        )
      )

    // A payload the contract's schema rejects is never sent: the caller gets the
    // server's answer for it, ERROR_BAD_REQUEST with the failing fields.
    const toCallError = (error: unknown): CallError =>
      isApiError(error)
        ? error
        : Schema.isSchemaError(error)
        ? apiError("ERROR_BAD_REQUEST", fieldMessagesOf(error.issue))
        : new ConnectionError({ cause: error })

    // Calling the endpoint function again sends the request again, with the
    // token the store holds by then.
    const withRefreshAndRetry = (call: () => Effect.Effect<unknown, unknown>) =>
      Effect.suspend(() => {
        const tokenUsed = options.tokens.get()
        return call().pipe(
          Effect.catch((error) =>
            isRefreshableError(error)
              ? refreshAfter(tokenUsed).pipe(
                Effect.matchEffect({
                  onFailure: () => {
                    options.tokens.set(null)
                    options.onSessionExpired?.()
                    return Effect.fail(error)
                  },
                  onSuccess: () => call()
                })
              )
              : Effect.fail(error)
          ),
          Effect.mapError(toCallError)
        )
      })

    const client: Record<string, Record<string, (request?: unknown) => Effect.Effect<unknown, unknown>>> = {}
    for (const [group, endpoints] of Object.entries(plain as unknown as typeof client)) {
      client[group] = Object.fromEntries(
        Object.entries(endpoints).map(([name, endpoint]) => [name, (request?: unknown) => withRefreshAndRetry(() => endpoint(request))])
      )
    }
    return client as unknown as PociechaApiClient
  })

/** The client as a Layer over the platform's fetch. */
export const pociechaClientLayer = (options: PociechaClientOptions) =>
  Layer.effect(PociechaClient, makePociechaClient(options)).pipe(Layer.provide(FetchHttpClient.layer))

/**
 * A promise-based handle for apps and scripts that do not run Effect
 * themselves: `await api.call((c) => c.facilities.get({ params: { id: "12" } }))`.
 * The promise rejects with an ApiError or a ConnectionError.
 */
export const createPociechaRuntime = (options: PociechaClientOptions) => {
  const runtime = ManagedRuntime.make(pociechaClientLayer(options))
  return {
    call: async <A, E>(f: (client: PociechaApiClient) => Effect.Effect<A, E>): Promise<A> => {
      const exit = await runtime.runPromiseExit(Effect.flatMap(PociechaClient, f))
      if (Exit.isSuccess(exit)) return exit.value
      throw Cause.squash(exit.cause)
    },
    dispose: () => runtime.dispose()
  }
}

export type PociechaRuntime = ReturnType<typeof createPociechaRuntime>
