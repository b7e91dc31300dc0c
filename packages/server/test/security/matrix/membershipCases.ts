import { permissionNames } from "@pociecha/core"
import { facilityRunners, signedIn, type Case, type MatrixWorld } from "./matrixWorld"

/**
 * This facility's members as the world has them: the parent and the teacher accepted, none of the
 * other roles a member. Subscribing and resigning change that, so each attempt starts from it.
 */
const restoreMemberships = async (world: MatrixWorld) => {
  const { parent, teacher, moderatorTeacher, anotherParent, ownerOfAnother, support, content } = world.sessions
  await world.server.query("delete from facility_members where facility_id = $1 and account_id = any($2::uuid[])", [
    world.facilityId,
    [anotherParent.id, ownerOfAnother.id, support.id, content.id]
  ])
  await world.server.query(
    `insert into facility_members (facility_id, account_id, role, status, permissions)
     values ($1, $2, 'parent', 'accepted', '{}'), ($1, $3, 'teacher', 'accepted', '{}'), ($1, $4, 'teacher', 'accepted', $5)
     on conflict (facility_id, account_id) do update set role = excluded.role, status = 'accepted', permissions = excluded.permissions`,
    [world.facilityId, parent.id, teacher.id, moderatorTeacher.id, `{${permissionNames.FACILITY_PUBLICATIONS_WRITE}}`]
  )
  return {}
}

/** Someone waiting to join this facility as a parent, made in the database for one attempt. */
const waitingMember = async (world: MatrixWorld) => {
  const id = crypto.randomUUID()
  await world.server.query(
    `insert into accounts (id, email, password_hash, name, surname, status) values ($1, $2, 'unused', 'Ewa', 'Nowak', 'active')`,
    [id, `waiting.${id}@example.pl`]
  )
  await world.server.query("insert into facility_members (facility_id, account_id, role, status) values ($1, $2, 'parent', 'pending')", [
    world.facilityId,
    id
  ])
  return { member: id }
}

/** A new accepted teacher of this facility, made in the database for one attempt. */
const newTeacher = async (world: MatrixWorld) => {
  const { member } = await waitingMember(world)
  await world.server.query("update facility_members set role = 'teacher', status = 'accepted' where facility_id = $1 and account_id = $2", [
    world.facilityId,
    member
  ])
  return { member }
}

/**
 * Memberships (spec 4.5): anyone who is not yet a member asks to join; parents and teachers
 * resign, an owner cannot; those who run the facility list and decide.
 */
export const membershipCases: Readonly<Record<string, Case>> = {
  "memberships.subscribe": {
    method: "POST",
    prepare: restoreMemberships,
    path: (world) => `/api/facility/list/${world.facilitySlug}/membership`,
    body: () => ({ role: "parent" }),
    expected: { guest: 401, parent: 409, anotherParent: 201, teacher: 409, moderatorTeacher: 409, owner: 409, ownerOfAnother: 201, support: 201, content: 201 }
  },
  "memberships.resign": {
    method: "DELETE",
    prepare: restoreMemberships,
    path: (world) => `/api/facility/list/${world.facilityId}/membership`,
    expected: { guest: 401, parent: 204, anotherParent: 404, teacher: 204, moderatorTeacher: 204, owner: 403, ownerOfAnother: 404, support: 404, content: 404 }
  },
  "memberships.mine": { method: "GET", path: () => "/api/v1/membership/mine", expected: signedIn(200) },
  "memberships.members": {
    method: "GET",
    path: (world) => `/api/facility/list/${world.facilityId}/members`,
    expected: facilityRunners(200)
  },
  "memberships.decide": {
    method: "PATCH",
    prepare: waitingMember,
    path: (world, { prepared }) => `/api/facility/list/${world.facilityId}/members/${String(prepared.member)}`,
    body: () => ({ status: "accepted" }),
    expected: facilityRunners(200)
  },
  "memberships.invite": {
    method: "POST",
    path: (world) => `/api/facility/list/${world.facilityId}/members/invite`,
    body: (_world, { attempt }) => ({ email: `zaproszenie.${attempt}.${crypto.randomUUID()}@example.pl`, role: "parent" }),
    expected: facilityRunners(204)
  },
  "memberships.setPermissions": {
    method: "PATCH",
    prepare: newTeacher,
    path: (world, { prepared }) => `/api/facility/list/${world.facilityId}/members/${String(prepared.member)}/permissions`,
    body: () => ({ moderator: true }),
    // Those holding facility-ownership/write: the owner (an accepted claim's permissions), support.
    expected: facilityRunners(200)
  }
}
