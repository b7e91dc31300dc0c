import { ConnectionError, errorBody, errorCatalogue, type ErrorKey, isApiError } from "@pociecha/core"

/**
 * What `pociecha` exits with, for scripts to rely on (README "Command line"): 0 done; 1 the server
 * refused it or found nothing (403, 404, 409); 2 bad usage (an unknown command or flag, a value
 * the contract refuses); 3 not signed in, or the session is over (401); 4 the server failed or did
 * not answer.
 */
export const ExitCode = { ok: 0, refused: 1, usage: 2, signedOut: 3, unavailable: 4 } as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/** The key a call that got no answer is told by (core's formFailure names it so too). */
const CONNECTION_ERROR = "CONNECTION_ERROR"

/** Why a command stopped: its exit code, the key a script matches, and the line a person reads. */
export class CliFailure extends Error {
  override readonly name = "CliFailure"
  constructor(
    readonly code: ExitCode,
    readonly key: string,
    message: string
  ) {
    super(message)
  }
}

const isCatalogueKey = (key: string): key is ErrorKey => Object.hasOwn(errorCatalogue, key)

/** The exit code of a catalogue key (or a field's message, or CONNECTION_ERROR), by the key's HTTP status. */
export function exitCodeOfKey(key: string): ExitCode {
  if (key === CONNECTION_ERROR) return ExitCode.unavailable
  // A field's message (REASON_TOO_SHORT…): what was typed is refused by the contract's checks.
  if (!isCatalogueKey(key)) return ExitCode.usage
  const { status } = errorCatalogue[key]
  if (status === 401) return ExitCode.signedOut
  if (status === 400 || status === 405 || status === 413 || status === 415 || status === 431) return ExitCode.usage
  if (status === 429 || status >= 500) return ExitCode.unavailable
  return ExitCode.refused
}

/** The failure of a catalogue key, told with the catalogue's message (public spec 8.3). */
export function failureOfKey(key: string, field?: string): CliFailure {
  const message = key === CONNECTION_ERROR
    ? "the server did not answer (is POCIECHA_URL right, and the server on?)"
    : isCatalogueKey(key)
    ? errorBody(key).message
    : `${field ?? "a value"} is refused`
  return new CliFailure(exitCodeOfKey(key), key, message)
}

/** Any failure of a call (a contract error, a connection error, a failure of ours) as a CliFailure. */
export function failureOf(error: unknown): CliFailure {
  if (error instanceof CliFailure) return error
  if (isApiError(error)) return failureOfKey(error.data.error.msg)
  if (error instanceof ConnectionError) return failureOfKey(CONNECTION_ERROR)
  return new CliFailure(ExitCode.unavailable, "ERROR_UNKNOWN", error instanceof Error ? error.message : String(error))
}
