import { Schema } from "effect"
import { apiErrorBrand } from "./apiErrorBrand"

/**
 * The server's error catalogue (public spec 8.2): catalogue key → HTTP status and
 * the kebab-case error type the client reacts to.
 */
export const errorCatalogue = {
  ERROR_BAD_REQUEST: { status: 400, type: "error/bad-request" },
  ERROR_UNAUTHORIZED: { status: 401, type: "error/unauthorized" },
  ERROR_FORBIDDEN: { status: 403, type: "error/forbidden" },
  ERROR_NOT_FOUND: { status: 404, type: "error/not-found" },
  ERROR_CONFLICT: { status: 409, type: "error/conflict" },
  ERROR_UNCAUGHT: { status: 500, type: "error/uncaught" },
  ERROR_UNKNOWN: { status: 500, type: "error/unknown" },
  ERROR_ACCOUNT_NOT_FOUND: { status: 404, type: "error/account-not-found" },
  ERROR_ANSWER_NOT_FOUND: { status: 404, type: "error/answer-not-found" },
  ERROR_BAD_PASSWORD: { status: 401, type: "error/bad-password" },
  ERROR_EMAIL_TAKEN: { status: 409, type: "error/email-taken" },
  ERROR_EMPLOYEE_NOT_FOUND: { status: 404, type: "error/employee-not-found" },
  ERROR_EXPIRED_JWT: { status: 401, type: "error/expired-jwt" },
  ERROR_FACILITY_NOT_FOUND: { status: 404, type: "error/facility-not-found" },
  ERROR_GEO_SEARCHER: { status: 500, type: "error/geo-searcher" },
  ERROR_INSUFFICIENT_PERMISSIONS: { status: 403, type: "error/insufficient-permissions" },
  ERROR_INVALID_JWT: { status: 401, type: "error/invalid-jwt" },
  ERROR_MISSING_JWT: { status: 401, type: "error/missing-jwt" },
  ERROR_MISSING_REFRESH_TOKEN: { status: 401, type: "error/missing-refresh-token" },
  ERROR_OPINION_NOT_FOUND: { status: 404, type: "error/opinion-not-found" },
  ERROR_REPORT_NOT_FOUND: { status: 404, type: "error/report-not-found" },
  ERROR_RESET_TOKEN_NOT_FOUND: { status: 404, type: "error/reset-token-not-found" },
  ERROR_SHADOW_FACILITY_NOT_FOUND: { status: 404, type: "error/shadow-facility-not-found" },
  ERROR_TAG_NOT_FOUND: { status: 404, type: "error/tag-not-found" },
  // A tag facilities or news items carry is not removed silently (issue 18): the body counts where.
  ERROR_TAG_IN_USE: { status: 409, type: "error/tag-in-use" },
  ERROR_USER_QUESTION_NOT_FOUND: { status: 404, type: "error/user-question-not-found" },
  // No visible, active site on a host, or no such site of a facility: the site shows WEBPAGE_DOMAIN_NOT_EXIST (management 2.5).
  ERROR_WEB_PAGE_NOT_FOUND: { status: 404, type: "error/web-page-not-found" },
  ERROR_ACCOUNT_NOT_ACTIVATED: { status: 403, type: "error/account-not-activated" },
  // A premium-only feature (management 2.3, 6: news) of a facility that is not premium: the app shows the premium upsell.
  ERROR_PREMIUM_REQUIRED: { status: 403, type: "error/premium-required" },
  // A package limit met (photos, amenity edits, messages a month): the package forbids it until it
  // grows or the month turns. A refusal, not a flood: 403, never 429 "Too many requests".
  ERROR_ACTION_LIMIT_MET: { status: 403, type: "error/action-limit-met" },
  ERROR_REPORTS_LIMIT_EXCEEDED: { status: 429, type: "error/reports-limit-exceeded" },
  ERROR_TOO_MANY_REQUESTS: { status: 429, type: "error/too-many-requests" },
  // The password checks waiting their turn are at capacity: try again after Retry-After.
  ERROR_SERVICE_BUSY: { status: 503, type: "error/service-busy" },
  // Support switched maintenance on (issue 19): every call but support's and signing in, until it ends (Retry-After).
  ERROR_MAINTENANCE: { status: 503, type: "error/maintenance" },
  ERROR_PAYLOAD_TOO_LARGE: { status: 413, type: "error/payload-too-large" },
  ERROR_UNSUPPORTED_MEDIA_TYPE: { status: 415, type: "error/unsupported-media-type" },
  ERROR_METHOD_NOT_ALLOWED: { status: 405, type: "error/method-not-allowed" },
  ERROR_HEADERS_TOO_LARGE: { status: 431, type: "error/headers-too-large" },
  ERROR_PAGE_NOT_FOUND: { status: 404, type: "error/page-not-found" },
  ERROR_OPINION_ALREADY_ADDED: { status: 409, type: "error/opinion-already-added" },
  // Claims (management 2.7): one waiting claim of a facility per account; an owned facility is not claimed again.
  ERROR_CLAIM_ALREADY_SENT: { status: 409, type: "error/claim-already-sent" },
  ERROR_FACILITY_ALREADY_CLAIMED: { status: 409, type: "error/facility-already-claimed" },
  // Support's toolbox (issue 18): an activated account is mailed no activation link.
  ERROR_ACCOUNT_ALREADY_ACTIVE: { status: 409, type: "error/account-already-active" },
  // Signing in with Google or Facebook (spec 2.10): the keys the login page shows after it.
  ERROR_OAUTH_FAILED: { status: 401, type: "error/oauth-failed" },
  ERROR_OAUTH_CANCELLED: { status: 401, type: "error/oauth-cancelled" },
  ERROR_OAUTH_EMAIL_UNVERIFIED: { status: 403, type: "error/oauth-email-unverified" },
  ERROR_OAUTH_EMAIL_MISSING: { status: 400, type: "error/oauth-email-missing" },
  // Partner-app accounts (management 8): the three refusals a partner app shows its user, and
  // a partner key support names that does not exist.
  ERROR_PARTNER_FACILITY_NOT_FOUND: { status: 404, type: "error/partner-facility-not-found" },
  ERROR_PARTNER_EMAIL_TAKEN: { status: 409, type: "error/partner-email-taken" },
  ERROR_PARTNER_ACCOUNT_FAILED: { status: 409, type: "error/partner-account-failed" },
  ERROR_PARTNER_NOT_FOUND: { status: 404, type: "error/partner-not-found" },
  // Visits (issue 20): the slot's last place went to someone else; this parent already has a place in it.
  ERROR_VISIT_SLOT_FULL: { status: 409, type: "error/visit-slot-full" },
  ERROR_VISIT_ALREADY_BOOKED: { status: 409, type: "error/visit-already-booked" },
  // Saved searches (issue 20): an account keeps at most MAX_SAVED_SEARCHES; a search must go first.
  ERROR_SAVED_SEARCHES_LIMIT: { status: 409, type: "error/saved-searches-limit" }
} as const

export type ErrorKey = keyof typeof errorCatalogue
export type ErrorType = (typeof errorCatalogue)[ErrorKey]["type"]

/** HTTP-level messages (8.3), used as the `message` of an error body. */
export const httpMessages = {
  400: "Invalid query. Please check the data provided.",
  401: "Unauthorized. Your session may have expired.",
  403: "You do not have permission to perform this operation.",
  404: "The resource you are looking for was not found.",
  405: "This method is not allowed for the resource.",
  409: "The request conflicts with the current state of the resource.",
  413: "The request is too large.",
  415: "The request's content type is not supported.",
  429: "Too many requests. Please try again later.",
  431: "The request's headers are too large.",
  500: "An unexpected server error occurred.",
  503: "The service is busy. Please try again shortly."
} as const

/** Field → message keys, for form errors shown under each field. */
export const FieldMessages = Schema.Record(Schema.String, Schema.Array(Schema.String))
export type FieldMessages = typeof FieldMessages.Type

/** `data.error` of every error body. */
export const ErrorDetail = Schema.Struct({
  type: Schema.String,
  msg: Schema.String,
  schema: Schema.optionalKey(FieldMessages)
})
export type ErrorDetail = typeof ErrorDetail.Type

const bodyFields = <Status extends number>(status: Status) => ({
  statusCode: Schema.Literal(status),
  message: Schema.String,
  data: Schema.Struct({ error: ErrorDetail })
})

/** 400: invalid data. */
export class BadRequestError extends Schema.Error<BadRequestError>("BadRequestError")(bodyFields(400), {
  httpApiStatus: 400
}) {}
/** 401: missing, invalid or expired authentication, or bad credentials. */
export class UnauthorizedError extends Schema.Error<UnauthorizedError>("UnauthorizedError")(bodyFields(401), {
  httpApiStatus: 401
}) {}
/** 403: no permission. */
export class ForbiddenError extends Schema.Error<ForbiddenError>("ForbiddenError")(bodyFields(403), {
  httpApiStatus: 403
}) {}
/** 404: the thing asked for does not exist. */
export class NotFoundError extends Schema.Error<NotFoundError>("NotFoundError")(bodyFields(404), {
  httpApiStatus: 404
}) {}
/** 409: conflicts with what exists (e-mail taken, opinion already added). */
export class ConflictError extends Schema.Error<ConflictError>("ConflictError")(bodyFields(409), {
  httpApiStatus: 409
}) {}
/** 429: a daily or monthly limit was reached. */
export class TooManyRequestsError extends Schema.Error<TooManyRequestsError>("TooManyRequestsError")(bodyFields(429), {
  httpApiStatus: 429
}) {}
/** 503: too busy right now (Retry-After says when to try again). */
export class ServiceUnavailableError extends Schema.Error<ServiceUnavailableError>("ServiceUnavailableError")(bodyFields(503), {
  httpApiStatus: 503
}) {}
/** 500: server failure. */
export class ServerError extends Schema.Error<ServerError>("ServerError")(bodyFields(500), {
  httpApiStatus: 500
}) {}

export type ApiError =
  | BadRequestError
  | UnauthorizedError
  | ForbiddenError
  | NotFoundError
  | ConflictError
  | TooManyRequestsError
  | ServiceUnavailableError
  | ServerError

/** Every typed error of the contract; each endpoint declares the few it can end in. */
export const ApiErrors = [
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  TooManyRequestsError,
  ServiceUnavailableError,
  ServerError
] as const

/**
 * What a signed-in call on one record (an account, a facility, a member, a report…) can end in:
 * 400 a malformed id or payload, 401 not signed in, 403 not allowed to, 404 no such record.
 */
export const recordErrors = [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError] as const

const classByStatus = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  429: TooManyRequestsError,
  500: ServerError,
  503: ServiceUnavailableError
} as const
type ClassByStatus = typeof classByStatus
type StatusOf<K extends ErrorKey> = (typeof errorCatalogue)[K]["status"]

/**
 * The catalogue keys a handler may fail with: those whose status has an error class. The
 * transport-level ones (405, 413, 415, 431) are answered by the server's request boundary.
 */
export type ContractErrorKey = { [K in ErrorKey]: StatusOf<K> extends keyof ClassByStatus ? K : never }[ErrorKey]

/** The typed error of a catalogue key, e.g. ERROR_BAD_PASSWORD → UnauthorizedError. */
export type ApiErrorOf<K extends ContractErrorKey> = InstanceType<ClassByStatus[StatusOf<K>]>

/** The body every failure answers: `{statusCode, message, data: {error: {type, msg, schema?}}}`. */
export interface ErrorBody {
  readonly statusCode: number
  readonly message: string
  readonly data: { readonly error: ErrorDetail }
}

/**
 * The error body of a catalogue key — also for failures outside the contract (a body too
 * large, an unsupported content type, headers too large) that the server answers itself.
 */
export const errorBody = (key: ErrorKey, schema?: FieldMessages): ErrorBody => {
  const { status, type } = errorCatalogue[key]
  return {
    statusCode: status,
    message: httpMessages[status],
    data: { error: schema === undefined ? { type, msg: key } : { type, msg: key, schema } }
  }
}

/**
 * Builds the typed error of a catalogue key, optionally with field messages. Its type is the
 * key's class, so a handler's failures are checked against what its endpoint declares.
 */
export const apiError = <K extends ContractErrorKey>(key: K, schema?: FieldMessages): ApiErrorOf<K> => {
  const Class = classByStatus[errorCatalogue[key].status as keyof ClassByStatus] as unknown as new(fields: ErrorBody) => ApiErrorOf<K>
  return new Class(errorBody(key, schema))
}

// Marks the instances for isApiError (apiErrorBrand.ts), which then needs no Schema.
for (const Class of ApiErrors) Object.defineProperty(Class.prototype, apiErrorBrand, { value: true })

export { isApiError, isRefreshableError, isSessionEndingError } from "./apiErrorBrand"
