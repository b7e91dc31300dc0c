import { canUseCms } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const cmsStaff = (actor: Parameters<typeof canUseCms>[0]) => Effect.succeed(canUseCms(actor))

/**
 * The teacher zone's CMS policies (issue 19): content staff and support (core's canUseCms). The
 * rule is the caller's type, so they read no repository and are plain effects.
 */
export const teacherZonePolicy = {
  /** May list and read every material and event as the CMS edits them, drafts too. */
  canRead: () => policy("teacherZone", "read", cmsStaff),
  /** May create, replace and delete materials. */
  canWriteMaterial: () => policy("material", "write", cmsStaff),
  /** May create, replace and delete calendar events and contests. */
  canWriteEvent: () => policy("teacherEvent", "write", cmsStaff)
} as const
