import type { SessionApi } from "@pociecha/core"
import { appSession } from "./session/appSession"

type RuntimeModule = typeof import("./apiRuntime")

let failurePolicy: Promise<RuntimeModule> | null = null
let loadedModule: RuntimeModule | null = null

/**
 * Starts loading the client (and the failure policy that reads its errors); the first call does
 * it, and a page about to call may do it sooner.
 */
export function preloadApi(): Promise<unknown> {
  failurePolicy ??= import("./apiRuntime").then((module) => (loadedModule = module))
  return Promise.all([appSession.preload(), failurePolicy])
}

/**
 * The failure policy's module once loaded, or null. Every ApiError comes from a call, so code
 * that reads an error (see errors.ts) always finds it loaded.
 */
export function loadedApiModule(): RuntimeModule | null {
  return loadedModule
}

/**
 * The typed API of the whole contract, the page's session's client — the session the app's root
 * provides (appSession), so a query option and a ready machine call through one client and one
 * token: `await api.call((c) => c.account.get())`.
 * Rejects with the contract's ApiError classes (`statusCode`, `data.error.{type,msg,schema}`) or
 * ConnectionError. Its public reads (used by core's query options of the shell, the landing page,
 * the profile and the map's search) are plain fetches, so a visit that only
 * reads them never downloads the Effect client.
 */
export const api: SessionApi = {
  ...appSession.api,
  call: async (f) => {
    await preloadApi()
    return appSession.api.call(f)
  }
}
