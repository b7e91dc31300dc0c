import {
  apiError,
  canManageMemberPermissions,
  canResign,
  canSubscribe,
  displayName,
  invitationPath,
  isConfirmedTeacher,
  isDecidableMembership,
  needsPremium,
  normalizeEmail,
  PociechaApi,
  withModerator,
  type Caller,
  type FacilityStatus,
  type SubscriberRole
} from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { invitationMail, invitedRoleNames } from "../../mail/invitationNotices"
import { membershipAcceptedMail, membershipRejectedMail, membershipRequestMail, subscriberRoleNames } from "../../mail/membershipNotices"
import { Outbox } from "../../mail/outbox"
import { AccountRepository } from "../../repositories/accountRepository"
import { facilityFacts, runnersOf } from "../../repositories/facilityLookup"
import { facilityRelationOf } from "../../repositories/facilityRelation"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"
import { requireRunner } from "./facilityRunner"

/**
 * Memberships (spec 4.5; management 2.4): one asks to join a facility as a parent or a teacher and
 * waits; its runners confirm or reject; a parent or teacher resigns (a teacher leaves the facility).
 * Each step mails the other party in the same transaction. Inviting and granting a teacher's
 * permissions are the premium tabs' writes; deciding stays open to every facility, so that a
 * request one received is never left waiting.
 */
export const MembershipsHandlers = HttpApiBuilder.group(PociechaApi, "memberships", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const memberships = yield* MembershipRepository
    const accounts = yield* AccountRepository
    const outbox = yield* Outbox
    const config = yield* ServerConfig
    const abuse = yield* AbuseGuard

    const accountLink = `${config.publicUrl}/user/profile`
    const panelLink = (facilityId: number, role: SubscriberRole) =>
      `${config.publicUrl}/user_facility/${facilityId}/parents_teachers/${role === "parent" ? "parents" : "teachers"}`

    /**
     * The signed-in caller, the facility the route names — a public one for what members do,
     * any for those who run it — and what the caller is to it.
     */
    const callerAndFacility = (ref: string, scope: "public" | "any" = "public") =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const facility = yield* sqlFailureAsDefect(facilityFacts(sql, ref, scope))
        if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        const relation = yield* sqlFailureAsDefect(facilityRelationOf(sql, facility.id, viewer.accountId))
        return { viewer, facility, relation }
      })

    /** The parents and teachers tabs are premium only (management 2.4): what they write is refused to other facilities, support excepted. */
    const requirePremium = (facility: { readonly status: FacilityStatus }, viewer: Caller) =>
      needsPremium(facility.status, viewer) ? Effect.fail(apiError("ERROR_PREMIUM_REQUIRED")) : Effect.void

    return handlers
      .handle("subscribe", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility, relation } = yield* callerAndFacility(params.id)
          if (!canSubscribe(viewer, relation)) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
          return yield* inTransaction(sql, Effect.gen(function*() {
            // Two parallel requests: the primary key lets one in.
            if (!(yield* memberships.subscribe(facility.id, viewer.accountId, payload.role))) {
              return yield* Effect.fail(apiError("ERROR_CONFLICT"))
            }
            const person = (yield* accounts.byId(viewer.accountId))!
            const shown = displayName(person) ?? person.email
            for (const runner of yield* runnersOf(sql, facility.id)) {
              const mail = membershipRequestMail[runner.language](
                facility.name, shown, subscriberRoleNames[runner.language][payload.role], panelLink(facility.id, payload.role), runner.name ?? "")
              yield* outbox.enqueue(runner.email, mail)
            }
            return (yield* memberships.membership(facility.id, viewer.accountId))!
          }))
        }))
      .handle("resign", ({ params }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* callerAndFacility(params.id)
          yield* inTransaction(sql, Effect.gen(function*() {
            // Read under lock: ownership passed to the caller meanwhile is not resigned with the teacher's row.
            const relation = (yield* memberships.lockedRelations(facility.id, [viewer.accountId])).get(viewer.accountId)
            if (relation === undefined) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
            if (!canResign(relation)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
            yield* memberships.resign(facility.id, viewer.accountId)
          }))
        }))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => memberships.mine(viewer.accountId)))
      .handle("members", ({ params }) =>
        Effect.flatMap(requireRunner(sql, params.id), ({ facility }) => memberships.members(facility.id)))
      .handle("decide", ({ params, payload }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireRunner(sql, params.id)
          return yield* inTransaction(sql, Effect.gen(function*() {
            // Locked first: a resignation or an ownership passing at once is decided on as it stands.
            yield* memberships.lockedRelations(facility.id, [params.account])
            const member = yield* memberships.member(facility.id, params.account)
            if (member === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
            if (!isDecidableMembership(member)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
            if (member.status === payload.status) return member
            yield* memberships.decide(facility.id, member.account_id, payload.status)
            const person = (yield* accounts.byId(member.account_id))!
            const role = subscriberRoleNames[person.language][member.role]
            const template = payload.status === "accepted" ? membershipAcceptedMail : membershipRejectedMail
            yield* outbox.enqueue(person.email, template[person.language](facility.name, role, accountLink, person.name ?? ""))
            return (yield* memberships.member(facility.id, member.account_id))!
          }))
        }))
      .handle("invite", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* requireRunner(sql, params.id)
          yield* requirePremium(facility, viewer)
          const email = normalizeEmail(payload.email)
          yield* abuse.spend("invitationsPerUser", viewer.accountId)
          yield* abuse.spend("invitationsPerAddress", email)
          // Written in the invitee's language when the address has an account, else in the sender's;
          // the answer is the same either way.
          const language = (yield* accounts.byEmail(email))?.language ?? (yield* accounts.byId(viewer.accountId))?.language ?? "pl"
          const link = `${config.publicUrl}${invitationPath(facility, payload.role)}`
          yield* outbox.enqueue(email, invitationMail[language](facility.name, invitedRoleNames[language][payload.role], link))
        }))
      .handle("setPermissions", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility, relation } = yield* callerAndFacility(params.id, "any")
          if (!canManageMemberPermissions(viewer, relation)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
          yield* requirePremium(facility, viewer)
          return yield* inTransaction(sql, Effect.gen(function*() {
            const member = (yield* memberships.lockedRelations(facility.id, [params.account])).get(params.account)
            if (member === undefined) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
            if (!isConfirmedTeacher(member)) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST"))
            yield* memberships.setPermissions(facility.id, params.account, withModerator(member.permissions, payload.moderator))
            return (yield* memberships.member(facility.id, params.account))!
          }))
        }))
  }))
