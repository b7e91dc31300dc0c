import { createPociechaRuntime, memoryTokenStore, type PociechaRuntime } from "@pociecha/core"
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type DependencyList } from "react"

type Listener<A> = (value: A) => void

const tokenListeners = new Set<Listener<string | null>>()
const expiryListeners = new Set<Listener<void>>()

/**
 * The access token the client puts in `Authorization: Bearer`. The session keeps it in step
 * with the signed-in user; a refresh inside the client reports the new token here.
 */
export const tokens = memoryTokenStore(null, (token) => tokenListeners.forEach((listener) => listener(token)))

/** The typed API of the whole contract: `await api.call((c) => c.tags.list())`. */
export const api: PociechaRuntime = createPociechaRuntime({
  baseUrl: "",
  tokens,
  onSessionExpired: () => expiryListeners.forEach((listener) => listener())
})

/** Subscribes to access-token changes (login, refresh, logout); returns the unsubscribe. */
export function onTokenChange(listener: Listener<string | null>): () => void {
  tokenListeners.add(listener)
  return () => tokenListeners.delete(listener)
}

/** Subscribes to "the refresh failed, the session is over"; returns the unsubscribe. */
export function onSessionExpired(listener: Listener<void>): () => void {
  expiryListeners.add(listener)
  return () => expiryListeners.delete(listener)
}

export interface ApiResource<A> {
  /** The last loaded value; kept while a reload runs. */
  readonly data: A | undefined
  /** What the last load failed with (an ApiError or ConnectionError), if it failed. */
  readonly error: unknown
  readonly loading: boolean
  readonly reload: () => void
}

interface Loaded<A> {
  readonly request: object | null
  readonly data: A | undefined
  readonly error: unknown
}

/**
 * Loads something when the component mounts and whenever `deps` change:
 * `const { data, loading } = useApiResource(() => api.call((c) => c.tags.list()), [])`.
 * Answers to superseded requests are dropped, so fast navigation never shows stale data.
 */
export function useApiResource<A>(load: () => Promise<A>, deps: DependencyList): ApiResource<A> {
  const [reloads, setReloads] = useState(0)
  // A new identity per (deps, reload): the request the current render waits for.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's, by design
  const request = useMemo(() => ({}), [...deps, reloads])
  const [loaded, setLoaded] = useState<Loaded<A>>({ request: null, data: undefined, error: undefined })
  const run = useEffectEvent(load)

  useEffect(() => {
    let current = true
    run().then(
      (data) => current && setLoaded({ request, data, error: undefined }),
      (error: unknown) => current && setLoaded((previous) => ({ request, data: previous.data, error }))
    )
    return () => {
      current = false
    }
  }, [request])

  const reload = useCallback(() => setReloads((count) => count + 1), [])
  return { data: loaded.data, error: loaded.error, loading: loaded.request !== request, reload }
}
