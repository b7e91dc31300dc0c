import { Data } from "effect"

/** Why the server refuses to start: one line, for the operator. */
export class ConfigurationError extends Data.TaggedError("ConfigurationError")<{ readonly reason: string }> {
  override get message() {
    return this.reason
  }
}
