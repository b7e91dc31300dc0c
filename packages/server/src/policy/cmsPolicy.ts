import { canUseCms } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const cmsStaff = (actor: Parameters<typeof canUseCms>[0]) => Effect.succeed(canUseCms(actor))

/**
 * The city CMS's policies (management 2.10, 6): content staff and support (core's canUseCms).
 * The rule is the caller's type, so they read no repository and are plain effects.
 */
export const cmsPolicy = {
  /** May list the cities and read their descriptions as the CMS edits them. */
  canRead: () => policy("cityDescription", "read", cmsStaff),
  /** May replace a city's description. */
  canWrite: () => policy("cityDescription", "write", cmsStaff)
} as const
