import { Context } from "effect"
import type { AccessTokens } from "./auth/accessToken"
import type { AppConfig } from "./config"

/** The server's configuration. */
export class ServerConfig extends Context.Service<ServerConfig, AppConfig>()("@pociecha/server/ServerConfig") {}

/** Signs and verifies access tokens. */
export class AccessTokenService extends Context.Service<AccessTokenService, AccessTokens>()(
  "@pociecha/server/AccessTokenService"
) {}
