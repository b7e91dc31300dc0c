import { Cause, Context, Effect, Exit, Layer, ManagedRuntime, Option, Ref, Schema, Semaphore } from "effect"
import { Cookies, FetchHttpClient, HttpClient, type HttpClientError, HttpClientRequest, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { PociechaApi } from "../api/api"
import { apiError, isApiError, isRefreshableError, isSessionEndingError, type ApiError } from "../api/errors"
import { fieldMessagesOf } from "../api/fieldMessages"
import { ConnectionError } from "./connectionError"
import { fetchPublicReader } from "./publicReader"
import type { TokenStore } from "./tokenStore"

type GeneratedClient = HttpApiClient.ForApi<typeof PociechaApi>

/**
 * What a call of an endpoint fails with, from the generated client's failures: the contract
 * errors the endpoint declares, or a ConnectionError in place of a transport or decoding failure.
 */
export type CallErrorOf<E> = Exclude<E, HttpClientError.HttpClientError | Schema.SchemaError> | ConnectionError

/** The generated client, with each endpoint's failures narrowed to what callers handle (see {@link CallErrorOf}). */
export type PociechaApiClient = {
  readonly [Group in keyof GeneratedClient]: {
    readonly [Endpoint in keyof GeneratedClient[Group]]: GeneratedClient[Group][Endpoint] extends (
      ...args: infer Args
    ) => Effect.Effect<infer A, infer E, infer R>
      // Endpoint methods are generic over a response mode; callers use the decoded one.
      ? (...args: Args) => Effect.Effect<Exclude<A, HttpClientResponse.HttpClientResponse | readonly [unknown, HttpClientResponse.HttpClientResponse]>, CallErrorOf<E>, R>
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

/** Any contract error or a connection error: what some client call can fail with. */
export type CallError = ApiError | ConnectionError

/** What one endpoint's call fails with, e.g. `EndpointError<"account", "login">`. */
export type EndpointError<Group extends keyof PociechaApiClient, Endpoint extends keyof PociechaApiClient[Group]> =
  PociechaApiClient[Group][Endpoint] extends (...args: never) => Effect.Effect<unknown, infer E, unknown> ? E : never

const withBearer = (tokens: TokenStore) =>
  HttpClient.mapRequest((request: HttpClientRequest.HttpClientRequest) => {
    const token = tokens.get()
    return token ? HttpClientRequest.bearerToken(request, token) : request
  })

/**
 * Makes the client: a bearer on every call when logged in; on error/expired-jwt,
 * error/missing-jwt or error/insufficient-permissions it refreshes the token
 * through `v1/account/refresh` and retries once — a retried call is not retried
 * again, and concurrent failures share one refresh. When the refresh fails, or the
 * token is refused as invalid (error/invalid-jwt: forged, or its session ended on the
 * server), the token is dropped and `onSessionExpired` is called. Anything that is not a
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
    const plain = yield* HttpApiClient.makeWith(PociechaApi, {
      httpClient: http,
      // An answer that does not match the contract could not be read: a connection error, not
      // a bad request of ours.
      transformResponse: Effect.mapError((error) => (Schema.isSchemaError(error) ? new ConnectionError({ cause: error }) : error))
    })
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

    // A request the contract's schema rejects is never sent: the caller gets the server's
    // answer for it, ERROR_BAD_REQUEST with the failing fields. (Only endpoints that take
    // input can fail to encode one, and those declare BadRequestError.)
    const toCallError = (error: unknown): CallError =>
      isApiError(error) || error instanceof ConnectionError
        ? error
        : Schema.isSchemaError(error)
        ? apiError("ERROR_BAD_REQUEST", fieldMessagesOf(error.issue))
        : new ConnectionError({ cause: error })

    const endSession = (error: unknown) =>
      Effect.suspend(() => {
        options.tokens.set(null)
        options.onSessionExpired?.()
        return Effect.fail(error)
      })

    // Calling the endpoint function again sends the request again, with the
    // token the store holds by then.
    const withRefreshAndRetry = (call: () => Effect.Effect<unknown, unknown>) =>
      Effect.suspend(() => {
        const tokenUsed = options.tokens.get()
        return call().pipe(
          Effect.catch((error) =>
            isRefreshableError(error)
              ? refreshAfter(tokenUsed).pipe(Effect.matchEffect({ onFailure: () => endSession(error), onSuccess: () => call() }))
              // A token refused as invalid ends its session, unless another call already replaced it.
              : isSessionEndingError(error) && tokenUsed !== null && options.tokens.get() === tokenUsed
              ? endSession(error)
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
 * The promise rejects with the call's typed error (an error the endpoint declares or a
 * ConnectionError); anything else that stops it — a defect, an interruption — rejects with a
 * ConnectionError too, so a caller never meets an error outside the call's type.
 */
export const createPociechaRuntime = (options: PociechaClientOptions) => {
  const runtime = ManagedRuntime.make(pociechaClientLayer(options))
  const reader = fetchPublicReader(options.baseUrl)
  return {
    call: async <A, E>(f: (client: PociechaApiClient) => Effect.Effect<A, E>): Promise<A> => {
      const exit = await runtime.runPromiseExit(Effect.flatMap(PociechaClient, f))
      if (Exit.isSuccess(exit)) return exit.value
      const error = Cause.findErrorOption(exit.cause)
      throw Option.isSome(error) ? error.value : new ConnectionError({ cause: Cause.squash(exit.cause) })
    },
    /** Public reads that need no Effect client (see PublicReader), for the same server. */
    read: reader.read,
    dispose: () => runtime.dispose()
  }
}

export type PociechaRuntime = ReturnType<typeof createPociechaRuntime>

/** What actors and query functions call the API through: a runtime's `call`. */
export type ApiCaller = Pick<PociechaRuntime, "call">
