import { apiError } from "@pociecha/core"
import { Effect } from "effect"

/** A read's record, or the catalogue's 404 (ERROR_NOT_FOUND) when there is none. */
export const orNotFound = <A>(found: A | null) => (found === null ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(found))
