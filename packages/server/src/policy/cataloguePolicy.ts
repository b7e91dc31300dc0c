import { canEditCatalogue } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canEditCatalogue>[0]) => Effect.succeed(canEditCatalogue(actor))

/**
 * Who changes the catalogue every facility draws on (issue 18: tags, package limits, website
 * templates): support staff (core's canEditCatalogue). The rule is the caller's type, so these
 * read no repository and are plain effects.
 */
export const cataloguePolicy = {
  /** May create, change and remove tags. */
  canWriteTags: () => policy("tag", "write", supportStaff),
  /** May change the limits' values and read their statistics. */
  canWriteLimits: () => policy("userLimit", "write", supportStaff),
  /** May add, change and remove website templates, and list the hidden ones. */
  canWriteTemplates: () => policy("pageTemplate", "write", supportStaff)
} as const
