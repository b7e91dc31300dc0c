import { canUseCms } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

/** Legal texts in the CMS (issue 19): content staff and support (core's canUseCms); it reads no repository. */
export const cmsLegalPolicy = {
  /** May publish a new version of a legal text. */
  canPublish: () => policy("legalDocument", "publish", (actor) => Effect.succeed(canUseCms(actor)))
} as const
