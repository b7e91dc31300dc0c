import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { CityDescription, CmsCity } from "../domain/cityDescription"
import { Page } from "../domain/page"
import { BadRequestError, ForbiddenError, recordErrors, UnauthorizedError } from "./errors"
import { Line, maxLengths, Text } from "./bounds"
import { PageQuery, RecordId } from "./ids"

/** Cities one page of the CMS list holds. */
export const CMS_CITIES_PAGE_SIZE = 50

/** A city's description as the CMS saves it: rich text as HTML, sanitised by the server. */
export const CityDescriptionPayload = Schema.Struct({ description: Text(maxLengths.richText) })
export type CityDescriptionPayload = typeof CityDescriptionPayload.Type

const CityParam = { id: RecordId }

/**
 * The city CMS (management 2.10), content staff and support only: the cities, narrowed to a
 * voivodeship (its slug) and a name, in Polish alphabetical order, paged on the server, each
 * telling whether it has a description; a city's description read and replaced (audited).
 */
export const CmsGroup = HttpApiGroup.make("cms")
  .add(
    HttpApiEndpoint.get("cities", "/v1/cms/cities", {
      query: { ...PageQuery, voivodeship: Schema.optionalKey(Line(maxLengths.key)), q: Schema.optionalKey(Line(maxLengths.searchText)) },
      success: Page(CmsCity),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(HttpApiEndpoint.get("description", "/v1/cms/cities/:id/description", { params: CityParam, success: CityDescription, error: recordErrors }))
  .add(
    HttpApiEndpoint.put("saveDescription", "/v1/cms/cities/:id/description", {
      params: CityParam,
      payload: CityDescriptionPayload,
      success: CityDescription,
      error: recordErrors
    })
  )
