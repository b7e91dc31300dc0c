import { Schema } from "effect"
import { Line, maxLengths } from "./bounds"

/** The largest id of a PostgreSQL `serial` (int4): a bigger one would fail the query, not find nothing. */
export const MAX_ROW_ID = 2_147_483_647

/** Numeric id of a record in a body (a facility, a town, a photo). */
export const RowId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_ROW_ID }))

/** Numeric id of a record in a path or a query. */
export const RecordId = Schema.NumberFromString.pipe(Schema.decodeTo(RowId))

/** `?page=` of a paged list: 1 by default. */
export const PageQuery = { page: Schema.optionalKey(RecordId) }

/** `{id}` of a facility route: a numeric id or a slug. */
export const FacilityRef = { id: Line(maxLengths.key) }

/** The id of a tag or an account (a uuid). */
export const Uuid = Schema.String.check(Schema.isUUID(undefined, { message: "FIELD_INVALID" }))
