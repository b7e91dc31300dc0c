import { classifyCallFailure, isApiError } from "@pociecha/core"
import { toast } from "sonner"
import { i18n } from "./i18n"

/** The translation key describing a failed call: the catalogue key, or CONNECTION_ERROR. */
export function callErrorKey(error: unknown): string {
  if (isApiError(error)) return error.data.error.msg
  return "CONNECTION_ERROR"
}

/** The HTTP status of a failed call, or null when no answer came back. */
export function callErrorStatus(error: unknown): number | null {
  return isApiError(error) ? error.statusCode : null
}

/**
 * Shows a failed call the way spec 8.1 says and returns the first message key of each invalid
 * field, for the form to put under its fields. A 404 is left to the caller, a 5xx is silent,
 * a missing answer gives the connection-error toast, anything else a red toast with error.msg.
 * The client has already refreshed and retried once, so nothing here retries.
 */
export function reportCallFailure(error: unknown): Readonly<Record<string, string>> {
  const failure = classifyCallFailure(error, true)
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
