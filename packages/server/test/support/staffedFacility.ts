import { ownerPermissions, permissionNames, type FacilityStatus, type MemberRole } from "@pociecha/core"
import type { opinionWorld, Person } from "./opinions"
import type { TestServer } from "./testServer"

/**
 * Facilities as their owners run them, for the news, members and ownership tests: an owner who
 * holds the owner's permissions (as an accepted claim grants them), and members with a role and
 * permissions of their own.
 */
export const staffedFacilities = (server: () => TestServer, world: ReturnType<typeof opinionWorld>) => {
  /** Makes the person an accepted member of the facility with the role and permissions given. */
  const member = (person: Person, facilityId: number, role: MemberRole, permissions: ReadonlyArray<string> = []) =>
    server().query(
      `insert into facility_members (facility_id, account_id, role, status, permissions) values ($1, $2, $3, 'accepted', $4)
       on conflict (facility_id, account_id) do update set role = excluded.role, status = 'accepted', permissions = excluded.permissions`,
      [facilityId, person.id, role, permissions]
    )

  /** A facility of the status given, run by a new account with the owner's permissions. */
  const ownedFacility = async (status: FacilityStatus = "premium") => {
    const facility = await world.quietFacility()
    const owner = await world.newParent()
    await member(owner, facility.id, "OWNER", ownerPermissions)
    await server().query("update facilities set status = $2, account_id = $3, facility_owner_account_id = $3 where id = $1", [
      facility.id,
      status,
      owner.id
    ])
    return { facility, owner }
  }

  /** A new accepted teacher of the facility; a moderator of its pages when asked. */
  const teacher = async (facilityId: number, moderator = false) => {
    const person = await world.newParent()
    await member(person, facilityId, "teacher", moderator ? [permissionNames.FACILITY_PUBLICATIONS_WRITE] : [])
    return person
  }

  /** A new accepted parent of the facility. */
  const parent = async (facilityId: number) => {
    const person = await world.newParent()
    await member(person, facilityId, "parent")
    return person
  }

  return { member, ownedFacility, teacher, parent }
}
