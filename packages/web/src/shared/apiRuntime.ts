/** @public read from the module once loaded (errors.ts: loadedApiModule), which knip cannot follow */
export { classifyCallFailure } from "@pociecha/core"

/**
 * The failure policy that reads the Effect client's errors, loaded with the client on the first
 * call (see api.ts), so it never delays the first paint. A public read's error is told by core's
 * brand (errors.ts), which needs none of this.
 */

