import { ownerPermissions } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import { pgArray } from "../db/seed/batches"

/**
 * Makes the account the facility's accepted OWNER holding the owner's permissions (management
 * 2.7), whatever it was to the facility before. Accepting a claim, a partner app's facility
 * account and support's change of owner all make an owner this one way, so no path leaves an
 * owner without the permissions the owner area checks. The caller's write names its policy.
 */
export const ownerMembershipStatement = (sql: SqlClient.SqlClient, facilityId: number, accountId: string) =>
  sql`
    insert into facility_members ${sql.insert({
      facility_id: facilityId,
      account_id: accountId,
      role: "OWNER",
      status: "accepted",
      permissions: pgArray(ownerPermissions)
    })}
    on conflict (facility_id, account_id) do update
      set role = 'OWNER', status = 'accepted', permissions = excluded.permissions, decided_at = now()`
