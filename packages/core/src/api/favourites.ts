import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FacilitySummary } from "../domain/facility"
import { recordErrors, UnauthorizedError } from "./errors"
import { RowId } from "./ids"

const FavouriteParam = { facility_id: RowId }

/**
 * A parent's favourite facilities (issue 20), kept in their account: listed newest first as the
 * tiles show them (a facility no longer public drops out), added and removed by id. Adding one
 * already there, or removing one that is not, changes nothing and succeeds (204): a heart
 * clicked twice on two devices never fails. 401 signed out; 404 no such public facility.
 */
export const FavouritesGroup = HttpApiGroup.make("favourites")
  .add(HttpApiEndpoint.get("list", "/v1/favourites", { success: Schema.Array(FacilitySummary), error: UnauthorizedError }))
  .add(HttpApiEndpoint.put("add", "/v1/favourites/:facility_id", { params: FavouriteParam, error: recordErrors }))
  .add(HttpApiEndpoint.delete("remove", "/v1/favourites/:facility_id", { params: FavouriteParam, error: recordErrors }))
