import { canReadInsights } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"

const makeInsightPolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy

  /** May read what the facility's listing brought it (issue 20): core's canReadInsights — who runs it, and support. */
  const canRead = (facility: { readonly id: number }) =>
    facilityRule("insight", "read", facility, (actor, relation) => canReadInsights(actor, relation))

  return { canRead } as const
})

/** Who reads a facility's insights (the owner's dashboard). */
export class InsightPolicy extends Context.Service<InsightPolicy, Effect.Success<typeof makeInsightPolicy>>()(
  "@pociecha/server/InsightPolicy"
) {
  static readonly layer = Layer.effect(InsightPolicy, makeInsightPolicy)
}
