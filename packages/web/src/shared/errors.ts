import { isApiError, type ApiError, type CallFailure } from "@pociecha/core"
import { toast } from "./ui/toast"
import { loadedApiModule } from "./api"
import { i18n } from "./i18n"

/**
 * The error of a failed call if it is one of the contract's typed errors, else null. By core's
 * brand, not the client module: a public read (a guest's profile) fails with a typed error before
 * the client was ever loaded.
 */
export function asApiError(error: unknown): ApiError | null {
  return isApiError(error) ? error : null
}

/** The HTTP status of a failed call, or null when no answer came back. */
export function callErrorStatus(error: unknown): number | null {
  return asApiError(error)?.statusCode ?? null
}

/** What spec 8.1 says to do about a failed call (core's classifyCallFailure; already retried). */
export function classifyFailure(error: unknown): CallFailure {
  return loadedApiModule()?.classifyCallFailure(error, true) ?? { kind: "connection-error", error, message: "Connection error" }
}

/**
 * Shows a failed call the way spec 8.1 says and returns the first message key of each invalid
 * field, for the form to put under its fields. A 404 is left to the caller, a 5xx is silent,
 * a missing answer gives the connection-error toast, anything else a red toast with error.msg.
 */
export function reportCallFailure(error: unknown): Readonly<Record<string, string>> {
  const failure = classifyFailure(error)
  switch (failure.kind) {
    case "reject":
      toast.error(i18n.t(failure.messageKey, { ns: "common", defaultValue: i18n.t("ERROR_UNKNOWN") }))
      return failure.fieldMessages
    case "connection-error":
      toast.error(i18n.t("CONNECTION_ERROR"))
      return {}
    default:
      return {}
  }
}
