import type { FacilityMember, SubscriberRole } from "../membership"

/** A person's name as the member lists sort it: surname first. */
const sortName = (member: FacilityMember) => `${member.surname ?? ""} ${member.name ?? ""}`

/**
 * A facility's members of one role as its runners see them (management 2.4 parents, teachers):
 * those waiting for a decision first, since they are the ones to act on, then by surname and
 * name.
 */
export function membersOfRole(members: ReadonlyArray<FacilityMember>, role: SubscriberRole): ReadonlyArray<FacilityMember> {
  return members
    .filter((member) => member.role === role)
    .sort((a, b) => Number(b.status === "pending") - Number(a.status === "pending") || sortName(a).localeCompare(sortName(b)))
}
