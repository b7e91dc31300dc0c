import { canUseCms } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const cmsStaff = (actor: Parameters<typeof canUseCms>[0]) => Effect.succeed(canUseCms(actor))

/**
 * The blog's CMS policies (issue 19): content staff and support (core's canUseCms). The rule is
 * the caller's type, so they read no repository and are plain effects. Readers need none.
 */
export const blogPolicy = {
  /** May list every post (drafts and scheduled ones too) and read one as the CMS edits it. */
  canRead: () => policy("blogPost", "read", cmsStaff),
  /** May create, replace and delete a post. */
  canWrite: () => policy("blogPost", "write", cmsStaff)
} as const
