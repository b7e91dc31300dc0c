import { Data } from "effect"

/**
 * A call that got no error body back: the network failed or the answer could
 * not be read (spec 8.1: the call rejects with 'Connection error').
 */
export class ConnectionError extends Data.TaggedError("ConnectionError")<{ readonly cause: unknown }> {
  override readonly message = "Connection error"
}
