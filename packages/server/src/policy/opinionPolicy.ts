import { apiError, canWriteOpinion, runsFacility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { MembershipRepository } from "../repositories/membershipRepository"
import { policy } from "./policy"

const makeOpinionPolicy = Effect.gen(function*() {
  const memberships = yield* MembershipRepository
  const relationOf = (facility: { readonly id: number }, accountId: string) => memberships.relation(facility.id, accountId)

  /**
   * May write an opinion of the facility (spec 2.7, core's canWriteOpinion): anyone signed in but
   * its own staff, whose praise of their workplace would mislead parents — 403 ERROR_FORBIDDEN.
   */
  const canWrite = (facility: { readonly id: number }) =>
    policy(
      "opinion",
      "write",
      (actor) => Effect.map(relationOf(facility, actor.accountId), (relation) => canWriteOpinion(actor, relation)),
      () => apiError("ERROR_FORBIDDEN")
    )

  /** May read all of the facility's opinions and answer them (spec 4.3): who runs it (core's runsFacility). */
  const canAnswer = (facility: { readonly id: number }) =>
    policy("opinion", "answer", (actor) => Effect.map(relationOf(facility, actor.accountId), (relation) => runsFacility(actor, relation)))

  return { canWrite, canAnswer } as const
})

/** Who may write an opinion of a facility, and who reads and answers its opinions. */
export class OpinionPolicy extends Context.Service<OpinionPolicy, Effect.Success<typeof makeOpinionPolicy>>()(
  "@pociecha/server/OpinionPolicy"
) {
  static readonly layer = Layer.effect(OpinionPolicy, makeOpinionPolicy)
}
