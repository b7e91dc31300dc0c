import { canActOnAccount, canExportAccountData } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

/**
 * The policies of what is done to one account (spec 4.1, 4.2): by the person themselves, or by
 * support (core's canActOnAccount) — reading and changing it, its sessions and mail links, its
 * erasure; its data export is the person's own only (core's canExportAccountData). The rules
 * read the caller's claims alone, so these are plain effects, not a service.
 */
export const accountPolicy = {
  /** May take `action` on `entity` of the account (its row, its sessions, its links). */
  canActOn: <Entity extends string, Action extends string>(entity: Entity, action: Action, accountId: string) =>
    policy(entity, action, (actor) => Effect.succeed(canActOnAccount(actor, accountId))),
  /** May download the account's data. */
  canExport: (accountId: string) => policy("account", "export", (actor) => Effect.succeed(canExportAccountData(actor, accountId)))
} as const
