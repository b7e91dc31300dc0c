import { canModerate } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

/** Whether the caller is support staff, who keep the moderation desk (core's canModerate). */
export const moderates = (actor: Parameters<typeof canModerate>[0]) => Effect.succeed(canModerate(actor))

/**
 * The moderation desk's policies (spec 4.3): support staff only. They read no repository (the
 * rule is the caller's type alone), so they are plain effects, not a service.
 */
export const moderationPolicy = {
  /** May read the queue of pending opinions and answers. */
  canReadQueue: () => policy("moderation", "read", moderates),
  /** May give a verdict on an opinion or an answer (and so recompute the facility's scores). */
  canDecide: () => policy("moderation", "decide", moderates)
} as const
