import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Page } from "../domain/page"
import { Material, MaterialSummary, MaterialTopic, MaterialType, TeacherEvents } from "../domain/teacherZone"
import { Language } from "../domain/user"
import { Line, maxLengths } from "./bounds"
import { BadRequestError, NotFoundError } from "./errors"
import { PageQuery } from "./ids"

/** Materials one page of the teacher zone's list holds. */
export const MATERIALS_PAGE_SIZE = 12

/** The reader's language: their version of a text, else the Polish one marked untranslated. */
const LangQuery = { lang: Schema.optionalKey(Language) }

/** `?q=&topic=&type=&age_group=&event=&page=&lang=` of the materials list, each filter optional. */
export const MaterialListQuery = {
  ...PageQuery,
  ...LangQuery,
  q: Schema.optionalKey(Line(maxLengths.searchText)),
  topic: Schema.optionalKey(MaterialTopic),
  type: Schema.optionalKey(MaterialType),
  age_group: Schema.optionalKey(Schema.Literals(["3", "4", "5", "6"])),
  event: Schema.optionalKey(Line(maxLengths.key))
}
export type MaterialListQuery = Schema.Struct.Type<typeof MaterialListQuery>

/**
 * The teacher zone (issue 19; spec 2.12), public: the published, public materials searched in
 * Polish and narrowed by topic, type, age group and event, paged on the server (with no search,
 * the materials of the next calendar event first); one material by its slug (404 for any other);
 * the calendar events and contests, the next first.
 */
export const MaterialsGroup = HttpApiGroup.make("materials")
  .add(HttpApiEndpoint.get("list", "/v1/materials", { query: MaterialListQuery, success: Page(MaterialSummary), error: BadRequestError }))
  .add(
    HttpApiEndpoint.get("get", "/v1/materials/:slug", {
      params: { slug: Line(maxLengths.key) },
      query: LangQuery,
      success: Material,
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(HttpApiEndpoint.get("events", "/v1/events", { query: LangQuery, success: TeacherEvents, error: BadRequestError }))
