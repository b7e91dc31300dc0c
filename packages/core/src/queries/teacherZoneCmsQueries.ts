import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { teacherZoneKeys } from "./queryKeys"

const listQuery = (q: string, page: number) => ({ page, ...(q.trim() === "" ? {} : { q: q.trim() }) })

/** A page of every material as the CMS lists them (drafts too), narrowed by a title. */
export const cmsMaterialsQuery = (api: ApiCaller, q: string, page: number) =>
  apiQuery(api, teacherZoneKeys.cmsMaterials(q, page), (c) => c.cmsTeacherZone.materials({ query: listQuery(q, page) }))

/** A material as the CMS edits it. */
export const cmsMaterialQuery = (api: ApiCaller, id: number) =>
  apiQuery(api, teacherZoneKeys.cmsMaterial(id), (c) => c.cmsTeacherZone.material({ params: { id } }))

/** A page of the calendar events and contests as the CMS lists them, narrowed by a title. */
export const cmsTeacherEventsQuery = (api: ApiCaller, q: string, page: number) =>
  apiQuery(api, teacherZoneKeys.cmsEvents(q, page), (c) => c.cmsTeacherZone.events({ query: listQuery(q, page) }))

/** A calendar event or contest as the CMS edits it. */
export const cmsTeacherEventQuery = (api: ApiCaller, id: number) =>
  apiQuery(api, teacherZoneKeys.cmsEvent(id), (c) => c.cmsTeacherZone.event({ params: { id } }))
