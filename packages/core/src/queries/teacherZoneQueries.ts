import type { ApiCaller } from "../client/pociechaClient"
import type { MaterialFilter } from "../domain/rules/materialFilter"
import type { Language } from "../domain/user"
import { apiQuery } from "./apiQuery"
import { teacherZoneKeys } from "./queryKeys"

/** A page of the teacher zone's materials, searched and filtered as the list's URL says. */
export const materialsQuery = (api: ApiCaller, filter: MaterialFilter, lang: Language) =>
  apiQuery(api, teacherZoneKeys.materials(filter, lang), (c) =>
    c.materials.list({
      query: {
        lang,
        ...(filter.q === undefined ? {} : { q: filter.q }),
        ...(filter.topic === undefined ? {} : { topic: filter.topic }),
        ...(filter.type === undefined ? {} : { type: filter.type }),
        ...(filter.age_group === undefined ? {} : { age_group: String(filter.age_group) as "3" | "4" | "5" | "6" }),
        ...(filter.event === undefined ? {} : { event: filter.event }),
        ...(filter.page === undefined ? {} : { page: filter.page })
      }
    }))

/** One material's page. */
export const materialQuery = (api: ApiCaller, slug: string, lang: Language) =>
  apiQuery(api, teacherZoneKeys.material(slug, lang), (c) => c.materials.get({ params: { slug }, query: { lang } }))

/** The calendar events and contests, the next first. */
export const teacherEventsQuery = (api: ApiCaller, lang: Language) =>
  apiQuery(api, teacherZoneKeys.events(lang), (c) => c.materials.events({ query: { lang } }))
