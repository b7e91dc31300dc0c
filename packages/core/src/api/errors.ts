import { Schema } from "effect"

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
  ERROR_USER_QUESTION_NOT_FOUND: { status: 404, type: "error/user-question-not-found" },
  ERROR_ACCOUNT_NOT_ACTIVATED: { status: 403, type: "error/account-not-activated" },
  ERROR_ACTION_LIMIT_MET: { status: 429, type: "error/action-limit-met" },
  ERROR_REPORTS_LIMIT_EXCEEDED: { status: 429, type: "error/reports-limit-exceeded" },
  ERROR_PAGE_NOT_FOUND: { status: 404, type: "error/page-not-found" },
  ERROR_OPINION_ALREADY_ADDED: { status: 409, type: "error/opinion-already-added" }
} as const

export type ErrorKey = keyof typeof errorCatalogue
export type ErrorType = (typeof errorCatalogue)[ErrorKey]["type"]

/** HTTP-level messages (8.3), used as the `message` of an error body. */
export const httpMessages = {
  400: "Invalid query. Please check the data provided.",
  401: "Unauthorized. Your session may have expired.",
  403: "You do not have permission to perform this operation.",
  404: "The resource you are looking for was not found.",
  409: "The request conflicts with the current state of the resource.",
  429: "Too many requests. Please try again later.",
  500: "An unexpected server error occurred."
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
  | ServerError

/** Every error a call may end in; declared once on the whole API. */
export const ApiErrors = [
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  TooManyRequestsError,
  ServerError
] as const

const classByStatus = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  429: TooManyRequestsError,
  500: ServerError
} as const

/** Builds the typed error for a catalogue key, optionally with field messages. */
export const apiError = (key: ErrorKey, schema?: FieldMessages): ApiError => {
  const { status, type } = errorCatalogue[key]
  const Class = classByStatus[status] as unknown as new(fields: {
    statusCode: number
    message: string
    data: { error: ErrorDetail }
  }) => ApiError
  return new Class({
    statusCode: status,
    message: httpMessages[status],
    data: { error: schema === undefined ? { type, msg: key } : { type, msg: key, schema } }
  })
}

/** True for any of the contract's typed errors. */
export const isApiError = (u: unknown): u is ApiError =>
  ApiErrors.some((Class) => u instanceof Class)

/** The error types after which the client refreshes its token and retries once (8.1). */
export const refreshableErrorTypes: ReadonlySet<string> = new Set([
  "error/expired-jwt",
  "error/missing-jwt",
  "error/insufficient-permissions"
])

/** True when the client should refresh its token and retry the call once. */
export const isRefreshableError = (u: unknown): u is ApiError =>
  isApiError(u) && refreshableErrorTypes.has(u.data.error.type)
