import type { ApiCaller, PociechaRuntime } from "../client/pociechaClient"
import { fetchPublicReader, type PublicReader } from "../client/publicReader"
import { memoryTokenStore, type TokenStore } from "../client/tokenStore"

/** What a session calls the server through: the Effect client's `call` and the public reads. */
export type SessionApi = ApiCaller & PublicReader

/** Where a session's client lives and how it may keep the refresh cookie. */
export interface SessionApiOptions {
  /** Origin the `/api` paths are resolved against; '' for the page's own origin. */
  readonly baseUrl: string
  /** Keep the refresh cookie in memory (Node scripts); a browser keeps it itself. */
  readonly cookieJar: boolean
}

type Listener<A> = (value: A) => void

/**
 * The client half of a session: the token store, the public reads as plain fetches, and the
 * Effect client loaded by the first `call` (a dynamic import, so a page that only reads public
 * data never downloads Effect). Token changes and expiries are reported to listeners — the
 * session machine's link subscribes to them.
 */
export function makeSessionApi({ baseUrl, cookieJar }: SessionApiOptions) {
  const tokenListeners = new Set<Listener<string | null>>()
  const expiryListeners = new Set<Listener<void>>()
  const tokens: TokenStore = memoryTokenStore(null, (token) => tokenListeners.forEach((listener) => listener(token)))
  let runtime: Promise<PociechaRuntime> | null = null

  const preload = (): Promise<PociechaRuntime> => {
    runtime ??= import("../client/pociechaClient").then(({ createPociechaRuntime }) =>
      createPociechaRuntime({ baseUrl, tokens, cookieJar, onSessionExpired: () => expiryListeners.forEach((listener) => listener()) })
    )
    return runtime
  }

  const api: SessionApi = {
    ...fetchPublicReader(baseUrl),
    call: async (f) => (await preload()).call(f)
  }

  const subscribe = <A>(listeners: Set<Listener<A>>) => (listener: Listener<A>): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    api,
    tokens,
    /** Starts loading the Effect client now: a page about to call need not wait for its first call. */
    preload,
    /** Subscribes to access-token changes (login, refresh, logout); returns the unsubscribe. */
    onTokenChange: subscribe(tokenListeners),
    /** Subscribes to "the refresh failed, the session is over"; returns the unsubscribe. */
    onSessionExpired: subscribe(expiryListeners),
    /** Releases the client's runtime, if it was loaded. */
    dispose: async (): Promise<void> => {
      if (runtime !== null) await (await runtime).dispose()
    }
  }
}

export type SessionClient = ReturnType<typeof makeSessionApi>
