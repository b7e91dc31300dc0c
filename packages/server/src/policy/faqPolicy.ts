import { canUseCms } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const cmsStaff = (actor: Parameters<typeof canUseCms>[0]) => Effect.succeed(canUseCms(actor))

/**
 * The FAQ's CMS policies (management 2.10): content staff and support (core's canUseCms), who
 * read the items with their drafts and write them. The rule is the caller's type: plain effects.
 */
export const faqPolicy = {
  /** May list the items as the CMS edits them, drafts included. */
  canRead: () => policy("faq", "read", cmsStaff),
  /** May add, change, delete and reorder items. */
  canWrite: () => policy("faq", "write", cmsStaff)
} as const
