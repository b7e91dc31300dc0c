import { classifyCallFailure, createPociechaRuntime, isApiError, type TokenStore } from "@pociecha/core"

/**
 * The Effect-based client of the whole contract and the rules that read its errors. Loaded on the
 * first call (see api.ts), so the Effect runtime never delays the first paint; any ApiError the
 * app holds came from this module, so the error helpers are here when they are needed.
 */
export function makeRuntime(tokens: TokenStore, onSessionExpired: () => void) {
  return createPociechaRuntime({ baseUrl: "", tokens, onSessionExpired })
}

export { classifyCallFailure, isApiError }
