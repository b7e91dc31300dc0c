import { ownerPermissions } from "@pociecha/core"
import { DEMO_PASSWORD } from "../../../src/db/seed/demoAccounts"
import { everyone, type Case, type MatrixWorld } from "./matrixWorld"

/**
 * Before each attempt this facility is the demo owner's again (a successful transfer made them a
 * teacher), and a new accepted teacher waits to be its heir.
 */
const ownerAndHeir = async (world: MatrixWorld) => {
  const owner = world.sessions.owner.id
  const heir = crypto.randomUUID()
  await world.server.query(
    "delete from facility_members where facility_id = $1 and role = 'OWNER' and account_id <> $2",
    [world.facilityId, owner]
  )
  await world.server.query(
    "update facility_members set role = 'OWNER', status = 'accepted', permissions = $3 where facility_id = $1 and account_id = $2",
    [world.facilityId, owner, ownerPermissions]
  )
  await world.server.query("update facilities set account_id = $2, facility_owner_account_id = $2 where id = $1", [world.facilityId, owner])
  await world.server.query(
    "insert into accounts (id, email, password_hash, name, surname, status) values ($1, $2, 'unused', 'Olga', 'Wójcik', 'active')",
    [heir, `heir.${heir}@example.pl`]
  )
  await world.server.query("insert into facility_members (facility_id, account_id, role, status) values ($1, $2, 'teacher', 'accepted')", [
    world.facilityId,
    heir
  ])
  return { heir }
}

/** Ownership (management 4): only the facility's OWNER passes it on — not an ADMIN, not support. */
export const ownershipCases: Readonly<Record<string, Case>> = {
  "ownership.transfer": {
    method: "POST",
    prepare: ownerAndHeir,
    path: (world) => `/api/facility/list/${world.facilityId}/ownership/transfer`,
    body: (_world, { prepared }) => ({ account_id: prepared.heir, password: DEMO_PASSWORD }),
    expected: { ...everyone(403), guest: 401, owner: 200 }
  }
}
