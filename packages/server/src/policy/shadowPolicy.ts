import { apiError, canDecideShadow, canReadShadow } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { ShadowRepository } from "../repositories/shadowRepository"
import { policy, signedInPolicy } from "./policy"

const makeShadowPolicy = Effect.gen(function*() {
  const shadows = yield* ShadowRepository

  /** May send a claim or a creation with its documents (management 2.9): anyone signed in; the abuse limits count them. */
  const canSend = () => signedInPolicy("shadow", "send")

  /** May accept, decline or delete a claim or a creation: support staff (core's canDecideShadow). */
  const canDecide = () => policy("shadow", "decide", (actor) => Effect.succeed(canDecideShadow(actor)))

  /**
   * May read a record's documents: its sender and support (core's canReadShadow); 404
   * ERROR_SHADOW_FACILITY_NOT_FOUND when there is no such record.
   */
  const canRead = (shadowId: number) =>
    policy("shadow", "read", (actor) =>
      Effect.flatMap(shadows.senderOf(shadowId), (sender) =>
        sender === null ? Effect.fail(apiError("ERROR_SHADOW_FACILITY_NOT_FOUND")) : Effect.succeed(canReadShadow(actor, sender))))

  return { canSend, canDecide, canRead } as const
})

/** Who may send claims and creations, read them, and decide them. */
export class ShadowPolicy extends Context.Service<ShadowPolicy, Effect.Success<typeof makeShadowPolicy>>()(
  "@pociecha/server/ShadowPolicy"
) {
  static readonly layer = Layer.effect(ShadowPolicy, makeShadowPolicy)
}
