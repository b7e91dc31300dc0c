import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { ServerConfig } from "../../services"

/**
 * The client's IP address for abuse limits. Behind a reverse proxy (TRUST_PROXY) it is the
 * hop the proxy appended last to X-Forwarded-For — earlier hops are the client's own claims.
 */
export const clientAddress = Effect.gen(function*() {
  const request = yield* HttpServerRequest.HttpServerRequest
  const { trustProxy } = yield* ServerConfig
  const forwarded = request.headers["x-forwarded-for"]?.split(",").map((hop) => hop.trim()).filter(Boolean).at(-1)
  if (trustProxy && forwarded !== undefined) return forwarded
  return Option.getOrElse(request.remoteAddress, () => "unknown")
})
