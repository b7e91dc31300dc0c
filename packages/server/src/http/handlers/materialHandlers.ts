import { apiError, materialSearchStems, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { MaterialRepository } from "../../repositories/materialRepository"
import { TeacherEventRepository } from "../../repositories/teacherEventRepository"

/**
 * The teacher zone's public reads (issue 19): the materials searched in Polish (core's
 * materialSearchStems) and filtered, paged, with no search the next event's materials first;
 * one material (404 for a draft, a scheduled, a non-public or no material); the events.
 */
export const MaterialHandlers = HttpApiBuilder.group(PociechaApi, "materials", (handlers) =>
  Effect.gen(function*() {
    const materials = yield* MaterialRepository
    const events = yield* TeacherEventRepository
    return handlers
      .handle("list", ({ query }) =>
        Effect.gen(function*() {
          const lang = query.lang ?? "pl"
          const stems = query.q === undefined ? [] : materialSearchStems(query.q)
          const upcoming = stems.length > 0 ? undefined : (yield* events.published(lang, new Date())).find((event) => event.hasMaterials)
          return yield* materials.list({
            stems,
            page: query.page ?? 1,
            lang,
            upcomingEventId: upcoming?.id ?? null,
            ...(query.topic === undefined ? {} : { topic: query.topic }),
            ...(query.type === undefined ? {} : { type: query.type }),
            ...(query.age_group === undefined ? {} : { age_group: Number(query.age_group) as 3 | 4 | 5 | 6 }),
            ...(query.event === undefined ? {} : { event: query.event })
          })
        }))
      .handle("get", ({ params, query }) =>
        Effect.flatMap(materials.bySlug(params.slug, query.lang ?? "pl"), (found) =>
          found === null ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(found)))
      .handle("events", ({ query }) =>
        Effect.map(events.published(query.lang ?? "pl", new Date()), (rows) => ({ events: rows.map((row) => row.event) })))
  }))
