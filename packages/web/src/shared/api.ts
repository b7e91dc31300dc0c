import { memoryTokenStore, type PociechaRuntime } from "@pociecha/core"
import { useCallback, useEffect, useEffectEvent, useState, type DependencyList } from "react"

type Listener<A> = (value: A) => void

const tokenListeners = new Set<Listener<string | null>>()
const expiryListeners = new Set<Listener<void>>()

/**
 * The access token the client puts in `Authorization: Bearer`. The session keeps it in step
 * with the signed-in user; a refresh inside the client reports the new token here.
 */
export const tokens = memoryTokenStore(null, (token) => tokenListeners.forEach((listener) => listener(token)))

type RuntimeModule = typeof import("./apiRuntime")

let runtime: Promise<PociechaRuntime> | null = null
let loadedModule: RuntimeModule | null = null

/** Starts loading the client (the app does it at boot, in parallel with the first render). */
export function preloadApi(): Promise<PociechaRuntime> {
  runtime ??= import("./apiRuntime").then((module) => {
    loadedModule = module
    return module.makeRuntime(tokens, () => expiryListeners.forEach((listener) => listener()))
  })
  return runtime
}

/**
 * The client module once loaded, or null. Every ApiError comes from a call, so code that reads
 * an error (see errors.ts) always finds it loaded.
 */
export function loadedApiModule(): RuntimeModule | null {
  return loadedModule
}

/**
 * The typed API of the whole contract: `await api.call((c) => c.tags.list())`. Rejects with the
 * contract's ApiError classes (`statusCode`, `data.error.{type,msg,schema}`) or ConnectionError.
 */
export const api: Pick<PociechaRuntime, "call"> = {
  call: async (f) => (await preloadApi()).call(f)
}

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

interface Tracked {
  readonly deps: DependencyList
  readonly reloads: number
  /** A new identity whenever deps or the reload count change: the request this render waits for. */
  readonly request: object
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * Loads something when the component mounts and whenever `deps` change:
 * `const { data, loading } = useApiResource(() => api.call((c) => c.tags.list()), [])`.
 * Answers to superseded requests are dropped, so fast navigation never shows stale data.
 */
export function useApiResource<A>(load: () => Promise<A>, deps: DependencyList): ApiResource<A> {
  const [reloads, setReloads] = useState(0)
  const [tracked, setTracked] = useState<Tracked>(() => ({ deps, reloads, request: {} }))
  let request = tracked.request
  if (!sameDeps(tracked.deps, deps) || tracked.reloads !== reloads) {
    // React's pattern for state derived from a previous render: no effect, no extra commit.
    request = {}
    setTracked({ deps, reloads, request })
  }
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
