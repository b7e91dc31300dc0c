import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Page } from "../domain/page"
import { FacilityOwnership } from "../domain/supportUser"
import { Line, maxLengths } from "./bounds"
import { BadRequestError, ForbiddenError, UnauthorizedError } from "./errors"
import { PageQuery } from "./ids"

/** Facilities one page of the ownership view holds. */
export const OWNERSHIP_PAGE_SIZE = 25

/**
 * Who owns and who moderates which facility (issue 18), support staff only: every facility with
 * an owner, an admin, a moderating teacher or a waiting claim, by name. `q` narrows it to a
 * facility id (digits), an account's e-mail address (has an `@`), or facility names holding it.
 */
export const SupportOwnershipGroup = HttpApiGroup.make("supportOwnership").add(
  HttpApiEndpoint.get("list", "/v1/support/ownership", {
    query: { ...PageQuery, q: Schema.optionalKey(Line(maxLengths.searchText)) },
    success: Page(FacilityOwnership),
    error: [BadRequestError, UnauthorizedError, ForbiddenError]
  })
)
