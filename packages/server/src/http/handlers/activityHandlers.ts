import { apiError, PociechaApi } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { Outbox } from "../../mail/outbox"
import { policyUse, signedInPolicy } from "../../policy/policy"
import { ActivityRepository } from "../../repositories/activityRepository"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"

export const TagsHandlers = HttpApiBuilder.group(PociechaApi, "tags", (handlers) =>
  Effect.map(ActivityRepository, (activity) => handlers.handle("list", () => activity.tags())))

export const OverviewHandlers = HttpApiBuilder.group(PociechaApi, "overview", (handlers) =>
  Effect.gen(function*() {
    const activity = yield* ActivityRepository
    const abuse = yield* AbuseGuard
    return handlers
      .handle("get", () => Effect.flatMap(requireViewer, (viewer) => activity.overview(viewer.accountId)))
      .handle("markSeen", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("seenMarksPerUser", viewer.accountId)
          yield* activity.markSeen(viewer.accountId, [...new Set(payload.map(({ id }) => id))])
        }).pipe(policyUse(signedInPolicy("activity", "markSeen"))))
  }))

/** The development mailbox; never in production (it answers 404 there). */
export const DevMailboxHandlers = HttpApiBuilder.group(PociechaApi, "devMailbox", (handlers) =>
  Effect.gen(function*() {
    const outbox = yield* Outbox
    const config = yield* ServerConfig
    return handlers.handle("list", ({ query }) =>
      config.devMailbox ? outbox.recent(query.to) : Effect.fail(apiError("ERROR_NOT_FOUND")))
  }))

export const HealthHandlers = HttpApiBuilder.group(PociechaApi, "health", (handlers) =>
  Effect.succeed(handlers.handle("check", () => Effect.succeed({ status: "ok" as const }))))

export const ActivityHandlersLayer = Layer.mergeAll(
  TagsHandlers,
  OverviewHandlers,
  DevMailboxHandlers,
  HealthHandlers
)
