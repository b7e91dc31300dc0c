import { fetchPublicReader, memoryTokenStore, type PociechaRuntime } from "@pociecha/core"

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

/** Starts loading the client; the first call does it, and a page about to call may do it sooner. */
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

const reader = fetchPublicReader()

/**
 * The typed API of the whole contract: `await api.call((c) => c.account.get())`. Rejects with the
 * contract's ApiError classes (`statusCode`, `data.error.{type,msg,schema}`) or ConnectionError.
 * Its public reads (`get` and `post`, used by core's query options of the shell, the landing page,
 * the profile and the map's search) are plain fetches, so a visit that only reads them never
 * downloads the Effect client.
 */
export const api: Pick<PociechaRuntime, "call" | "get" | "post"> = {
  call: async (f) => (await preloadApi()).call(f),
  get: reader.get,
  post: reader.post
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
