import { apiError, PociechaApi } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Outbox } from "../mail/outbox"
import { ActivityRepository } from "../repositories/activityRepository"
import { ServerConfig } from "../services"
import { requireViewer } from "./authentication"

export const TagsHandlers = HttpApiBuilder.group(PociechaApi, "tags", (handlers) =>
  Effect.map(ActivityRepository, (activity) => handlers.handle("list", () => activity.tags())))

export const OpinionsHandlers = HttpApiBuilder.group(PociechaApi, "opinions", (handlers) =>
  Effect.map(ActivityRepository, (activity) =>
    handlers.handle("recent", ({ query }) => activity.recentOpinions(query.limit ?? 6))))

export const OverviewHandlers = HttpApiBuilder.group(PociechaApi, "overview", (handlers) =>
  Effect.gen(function*() {
    const activity = yield* ActivityRepository
    return handlers
      .handle("get", () => Effect.flatMap(requireViewer, (viewer) => activity.overview(viewer.accountId)))
      .handle("markSeen", ({ payload }) =>
        Effect.flatMap(requireViewer, (viewer) =>
          activity.markSeen(viewer.accountId, [...new Set(payload.map(({ id }) => id))])))
  }))

/** The development mailbox; outside production only (production answers 404). */
export const DevMailboxHandlers = HttpApiBuilder.group(PociechaApi, "devMailbox", (handlers) =>
  Effect.gen(function*() {
    const outbox = yield* Outbox
    const config = yield* ServerConfig
    return handlers.handle("list", ({ query }) =>
      config.appEnv === "production" ? Effect.fail(apiError("ERROR_NOT_FOUND")) : outbox.recent(query.to))
  }))

export const HealthHandlers = HttpApiBuilder.group(PociechaApi, "health", (handlers) =>
  Effect.succeed(handlers.handle("check", () => Effect.succeed({ status: "ok" as const }))))

export const ActivityHandlersLayer = Layer.mergeAll(
  TagsHandlers,
  OpinionsHandlers,
  OverviewHandlers,
  DevMailboxHandlers,
  HealthHandlers
)
