import {
  apiError,
  displayName,
  invitationPath,
  isConfirmedTeacher,
  isDecidableMembership,
  normalizeEmail,
  withModerator,
  type SubscriberRole,
  type ViewerClaims
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { invitationMail, invitedRoleNames } from "../../mail/invitationNotices"
import { membershipAcceptedMail, membershipRejectedMail, membershipRequestMail, subscriberRoleNames } from "../../mail/membershipNotices"
import { Outbox } from "../../mail/outbox"
import { MembershipPolicy } from "../../policy/membershipPolicy"
import { policyUse } from "../../policy/policy"
import { AccountRepository } from "../../repositories/accountRepository"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { ServerConfig } from "../../services"

const makeMembershipService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const memberships = yield* MembershipRepository
  const accounts = yield* AccountRepository
  const policies = yield* MembershipPolicy
  const outbox = yield* Outbox
  const abuse = yield* AbuseGuard
  const config = yield* ServerConfig

  const accountLink = `${config.publicUrl}/user/profile`
  const panelLink = (facilityId: number, role: SubscriberRole) =>
    `${config.publicUrl}/user_facility/${facilityId}/parents_teachers/${role === "parent" ? "parents" : "teachers"}`

  /** Asks to join the facility and tells its runners, in one transaction: the new membership (409 when already asked). */
  const subscribe = (person: ViewerClaims, facility: FacilityFacts, role: SubscriberRole) =>
    inTransaction(sql, Effect.gen(function*() {
      // Two parallel requests: the primary key lets one in.
      if (!(yield* memberships.subscribe(facility.id, person.accountId, role))) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
      const account = (yield* accounts.byId(person.accountId))!
      const shown = displayName(account) ?? account.email
      for (const runner of yield* memberships.runners(facility.id)) {
        const mail = membershipRequestMail[runner.language](
          facility.name, shown, subscriberRoleNames[runner.language][role], panelLink(facility.id, role), runner.name ?? "")
        yield* outbox.enqueue(runner.email, mail)
      }
      return (yield* memberships.membership(facility.id, person.accountId))!
    }))

  /** Ends the caller's membership, once the policy — reading it under the transaction's lock — lets them resign. */
  const resign = (person: ViewerClaims, facility: FacilityFacts) =>
    inTransaction(sql, memberships.resign(facility.id, person.accountId).pipe(policyUse(policies.canResignFrom(facility))))

  /** Confirms or rejects a parent's or teacher's membership and tells them, in one transaction: the member as it is then. */
  const decide = (facility: FacilityFacts, accountId: string, status: "accepted" | "rejected") =>
    inTransaction(sql, Effect.gen(function*() {
      // Locked first: a resignation or an ownership passing at once is decided on as it stands.
      yield* memberships.lockedRelations(facility.id, [accountId])
      const member = yield* memberships.member(facility.id, accountId)
      if (member === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      if (!isDecidableMembership(member)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
      if (member.status === status) return member
      yield* memberships.decide(facility.id, member.account_id, status)
      const person = (yield* accounts.byId(member.account_id))!
      const role = subscriberRoleNames[person.language][member.role]
      const template = status === "accepted" ? membershipAcceptedMail : membershipRejectedMail
      yield* outbox.enqueue(person.email, template[person.language](facility.name, role, accountLink, person.name ?? ""))
      return (yield* memberships.member(facility.id, member.account_id))!
    }))

  /** Mails an invitation to subscribe, within the sender's and the address's abuse budgets. */
  const invite = (sender: ViewerClaims, facility: FacilityFacts, invitee: { readonly email: string; readonly role: SubscriberRole }) =>
    Effect.gen(function*() {
      const email = normalizeEmail(invitee.email)
      yield* abuse.spend("invitationsPerUser", sender.accountId)
      yield* abuse.spend("invitationsPerAddress", email)
      // Written in the invitee's language when the address has an account, else in the sender's;
      // the answer is the same either way.
      const language = (yield* accounts.byEmail(email))?.language ?? (yield* accounts.byId(sender.accountId))?.language ?? "pl"
      const link = `${config.publicUrl}${invitationPath(facility, invitee.role)}`
      yield* outbox.enqueue(email, invitationMail[language](facility.name, invitedRoleNames[language][invitee.role], link))
    })

  /** Grants or takes an accepted teacher's moderator permission, under lock: the member as it is then. */
  const setModerator = (facility: FacilityFacts, accountId: string, moderator: boolean) =>
    inTransaction(sql, Effect.gen(function*() {
      const member = (yield* memberships.lockedRelations(facility.id, [accountId])).get(accountId)
      if (member === undefined) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      if (!isConfirmedTeacher(member)) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST"))
      yield* memberships.setPermissions(facility.id, accountId, withModerator(member.permissions, moderator))
      return (yield* memberships.member(facility.id, accountId))!
    }))

  return { subscribe, resign, decide, invite, setModerator } as const
})

/** Memberships' use cases: joining, resigning, deciding, inviting and empowering, each with its mail and locks. */
export class MembershipService extends Context.Service<MembershipService, Effect.Success<typeof makeMembershipService>>()(
  "@pociecha/server/MembershipService"
) {
  // Resigning is checked under the transaction's lock: the service runs that policy itself.
  static readonly layer = Layer.effect(MembershipService, makeMembershipService).pipe(Layer.provide(MembershipPolicy.layer))
}
