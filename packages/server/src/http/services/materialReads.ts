import { type Language, type MaterialFilter, materialSearchStems } from "@pociecha/core"
import { Effect } from "effect"
import type { MaterialRepository } from "../../repositories/materialRepository"
import type { TeacherEventRepository } from "../../repositories/teacherEventRepository"

/** The repositories a read of the list takes. */
export interface MaterialReaders {
  readonly materials: MaterialRepository["Service"]
  readonly events: TeacherEventRepository["Service"]
}

/**
 * A page of the materials list as the API answers it and the served page shows it (issue 19):
 * the search's words cut to Polish stems (core's materialSearchStems); with nothing searched,
 * the materials of the next event that has some come first.
 */
export const readMaterialsPage = ({ materials, events }: MaterialReaders, filter: MaterialFilter, lang: Language) =>
  Effect.gen(function*() {
    const stems = filter.q === undefined ? [] : materialSearchStems(filter.q)
    const upcoming = stems.length > 0 ? undefined : (yield* events.published(lang, new Date())).find((event) => event.hasMaterials)
    const { q: _q, page, ...filters } = filter
    return yield* materials.list({ ...filters, stems, page: page ?? 1, lang, upcomingEventId: upcoming?.id ?? null })
  })
