import type { MemberRole, MembershipStatus, SubscriberRole } from "../membership"
import { isSupportCaller, type Caller } from "./permissions"

/**
 * Who may do what with the records a parent creates (opinions, reports, questions,
 * applications, memberships) and the facility answers (spec 6; management 6). The server asks
 * these on every call; the web app asks them to decide what to offer.
 */

/** What the caller is to one facility, from its membership row; null when they are nothing to it. */
export interface FacilityRelation {
  readonly role: MemberRole
  readonly status: MembershipStatus
}

const isConfirmed = (relation: FacilityRelation | null, roles: ReadonlyArray<MemberRole>): boolean =>
  relation !== null && relation.status === "accepted" && roles.includes(relation.role)

/** The facility's staff: an accepted OWNER, ADMIN or teacher. */
export function isFacilityStaff(relation: FacilityRelation | null): boolean {
  return isConfirmed(relation, ["OWNER", "ADMIN", "teacher"])
}

/** An accepted teacher of the facility: the only member who may be made a moderator, or the next owner. */
export function isConfirmedTeacher(relation: FacilityRelation | null): boolean {
  return isConfirmed(relation, ["teacher"])
}

/**
 * Runs the facility (answers its opinions, questions and applications, confirms its members): an
 * accepted OWNER or ADMIN, or support staff.
 */
export function runsFacility(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return caller !== null && (isSupportCaller(caller) || isConfirmed(relation, ["OWNER", "ADMIN"]))
}

/**
 * May write an opinion about the facility: any signed-in person but its own staff, whose opinion
 * of their own workplace would mislead parents.
 */
export function canWriteOpinion(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return caller !== null && !isFacilityStaff(relation)
}

/** May read and write in a question thread: the parent who asked, the facility's runners, support. */
export function canTakePartInThread(
  caller: Caller | null,
  thread: { readonly account_id: string | null },
  relation: FacilityRelation | null
): boolean {
  return caller !== null && (thread.account_id === caller.accountId || runsFacility(caller, relation))
}

/** Moderation (opinions, answers, reports) is the moderation team's: support staff. */
export function canModerate(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}

/**
 * May subscribe to the facility as `role`: a signed-in person who is not yet its member; its
 * OWNER or ADMIN runs it instead.
 */
export function canSubscribe(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return caller !== null && relation === null
}

/** May resign from the facility (a teacher 'leaves' it): a parent or teacher member; an OWNER passes ownership on first. */
export function canResign(relation: FacilityRelation | null): boolean {
  return relation !== null && (relation.role === "parent" || relation.role === "teacher")
}

/**
 * A membership the facility's runners confirm or reject: a parent's or a teacher's. OWNER and
 * ADMIN are no one's to decide here (ownership passes by its own procedure).
 */
export function isDecidableMembership<Member extends FacilityRelation>(
  member: Member
): member is Member & { readonly role: SubscriberRole } {
  return member.role === "parent" || member.role === "teacher"
}
