import { ConnectionError } from "../client/connectionError"

/** Attempts a failed read gets after the first, when trying again may help. */
export const READ_RETRIES = 2

const statusOf = (error: unknown): number | null =>
  typeof error === "object" && error !== null && "statusCode" in error && typeof error.statusCode === "number"
    ? error.statusCode
    : null

/**
 * Whether a read that failed `failureCount` times is tried again: only when no answer came
 * (a ConnectionError) or the server failed (5xx), at most {@link READ_RETRIES} times. A 4xx is
 * the answer — a missing facility does not appear by asking again, and its 404 page should not
 * wait for retries. Read structurally, so it costs the page no Effect code.
 */
export const retryRead = (failureCount: number, error: unknown): boolean =>
  failureCount < READ_RETRIES && (error instanceof ConnectionError || (statusOf(error) ?? 0) >= 500)
