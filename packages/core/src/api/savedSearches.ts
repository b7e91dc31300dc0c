import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { AgeGroup } from "../domain/vacancies"
import { FilledLine, Line, maxLengths } from "./bounds"
import { BadRequestError, ConflictError, recordErrors, TooManyRequestsError, UnauthorizedError } from "./errors"
import { RowId } from "./ids"
import { SearchPayload } from "./search"

/** How a saved search tells its owner of news: never, at once, or in one digest a day. */
export const SAVED_SEARCH_ALERTS = ["off", "instant", "daily"] as const
export const SavedSearchAlert = Schema.Literals(SAVED_SEARCH_ALERTS)
export type SavedSearchAlert = typeof SavedSearchAlert.Type

/** The most searches one account keeps: a list one still reads, and bounded work for the alert job. */
export const MAX_SAVED_SEARCHES = 20

/** A saved search's name as the parent types it. */
const SavedSearchName = FilledLine(maxLengths.shortText)

/**
 * A search to save (issue 20): its name, the map search's own body (`POST /api/search`), the
 * alert, and the age group whose new free places alert (none: any age group).
 */
export const SavedSearchPayload = Schema.Struct({
  name: SavedSearchName,
  query: SearchPayload,
  alert: SavedSearchAlert,
  age_group: Schema.optionalKey(Schema.NullOr(AgeGroup))
})
export type SavedSearchPayload = typeof SavedSearchPayload.Type

/** What a change names is changed; the rest stays. */
export const SavedSearchPatch = Schema.Struct({
  name: Schema.optionalKey(SavedSearchName),
  query: Schema.optionalKey(SearchPayload),
  alert: Schema.optionalKey(SavedSearchAlert),
  age_group: Schema.optionalKey(Schema.NullOr(AgeGroup))
})
export type SavedSearchPatch = typeof SavedSearchPatch.Type

/** A saved search as its owner reads it. */
export const SavedSearch = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  query: SearchPayload,
  alert: SavedSearchAlert,
  age_group: Schema.NullOr(AgeGroup),
  /** Epoch milliseconds. */
  created_at: Schema.Number
})
export type SavedSearch = typeof SavedSearch.Type

const SavedSearchParam = { id: RowId }

/** The signed token of an alert's unsubscribe link (RFC 8058): it names the searches, no sign-in needed. */
export const AlertUnsubscribeQuery = Schema.Struct({ token: Line(maxLengths.url) })

/**
 * Saved searches and their alerts (issue 20). Each is its owner's alone: another account's id is
 * 404, as an unknown one. The unsubscribe link of an alert e-mail turns the alerts of the
 * searches it names off with a single POST and no sign-in (RFC 8058 `List-Unsubscribe-Post`; a
 * mail client posts `List-Unsubscribe=One-Click`, which is not read) — a GET changes nothing, so
 * a link scanner cannot unsubscribe anybody.
 */
export const SavedSearchesGroup = HttpApiGroup.make("savedSearches")
  .add(HttpApiEndpoint.get("list", "/v1/saved-search", { success: Schema.Array(SavedSearch), error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.post("create", "/v1/saved-search", {
      payload: SavedSearchPayload,
      success: SavedSearch.pipe(HttpApiSchema.status(201)),
      // 409 ERROR_SAVED_SEARCHES_LIMIT: the account already keeps MAX_SAVED_SEARCHES.
      error: [BadRequestError, UnauthorizedError, ConflictError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.patch("update", "/v1/saved-search/:id", {
      params: SavedSearchParam,
      payload: SavedSearchPatch,
      success: SavedSearch,
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.delete("remove", "/v1/saved-search/:id", { params: SavedSearchParam, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("unsubscribe", "/v1/alerts/unsubscribe", {
      query: AlertUnsubscribeQuery,
      // How many searches' alerts this link turned off (0 when they were off or gone already).
      success: Schema.Struct({ unsubscribed: Schema.Number }),
      error: [BadRequestError, TooManyRequestsError]
    })
  )
