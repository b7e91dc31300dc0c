import { type MaterialFilter, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { MaterialRepository } from "../../repositories/materialRepository"
import { TeacherEventRepository } from "../../repositories/teacherEventRepository"
import { readMaterialsPage } from "../services/materialReads"
import { orNotFound } from "../../repositories/orNotFound"

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
      .handle("list", ({ query }) => {
        const filter: MaterialFilter = {
          ...(query.q === undefined ? {} : { q: query.q }),
          ...(query.topic === undefined ? {} : { topic: query.topic }),
          ...(query.type === undefined ? {} : { type: query.type }),
          ...(query.age_group === undefined ? {} : { age_group: Number(query.age_group) as 3 | 4 | 5 | 6 }),
          ...(query.event === undefined ? {} : { event: query.event }),
          ...(query.page === undefined ? {} : { page: query.page })
        }
        return readMaterialsPage({ materials, events }, filter, query.lang ?? "pl")
      })
      .handle("get", ({ params, query }) =>
        Effect.flatMap(materials.bySlug(params.slug, query.lang ?? "pl"), orNotFound))
      .handle("events", ({ query }) =>
        Effect.map(events.published(query.lang ?? "pl", new Date()), (rows) => ({ events: rows.map((row) => row.event) })))
  }))
