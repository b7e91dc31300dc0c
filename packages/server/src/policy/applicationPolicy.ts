import { canWithdrawApplicationOf, runsFacility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { policy, signedInPolicy } from "./policy"

const makeApplicationPolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy

  /** May send a recruitment application (spec 2.9): anyone signed in; the abuse limits count them. */
  const canApply = () => signedInPolicy("application", "apply")

  /** May read a facility's applications and move them on (spec 3.10): who runs it (core's runsFacility). */
  const canDecide = (facility: { readonly id: number }) =>
    facilityRule("application", "decide", facility, (actor, relation) => runsFacility(actor, relation))

  /** May withdraw an application (issue 20): the parent who sent it (core's canWithdrawApplicationOf). */
  const canWithdraw = (application: { readonly account_id: string | null }) =>
    policy("application", "withdraw", (actor) => Effect.succeed(canWithdrawApplicationOf(actor, application)))

  return { canApply, canDecide, canWithdraw } as const
})

/** Who may apply to a facility, who decides its applications, and who withdraws one. */
export class ApplicationPolicy extends Context.Service<ApplicationPolicy, Effect.Success<typeof makeApplicationPolicy>>()(
  "@pociecha/server/ApplicationPolicy"
) {
  static readonly layer = Layer.effect(ApplicationPolicy, makeApplicationPolicy)
}
