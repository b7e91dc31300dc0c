import { classifyCallFailure, createPociechaRuntime, type TokenStore } from "@pociecha/core"

/**
 * The Effect-based client of the whole contract and the failure policy that reads its errors.
 * Loaded on the first call (see api.ts), so the Effect runtime never delays the first paint. A
 * public read's error is told by core's brand (errors.ts), which needs none of this.
 */
export function makeRuntime(tokens: TokenStore, onSessionExpired: () => void) {
  return createPociechaRuntime({ baseUrl: "", tokens, onSessionExpired })
}

export { classifyCallFailure }
