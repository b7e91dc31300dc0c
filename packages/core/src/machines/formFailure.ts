import { isApiError } from "../api/apiErrorBrand"
import { classifyCallFailure, firstFieldMessages, type CallFailure } from "./callFailurePolicy"

/** A toast the app shows for a form: a message key, in red for failures. */
export interface FormToast {
  readonly type: "toast"
  readonly tone: "error" | "success"
  readonly key: string
  /** What the message names, e.g. `{ fileName }` of spec 8's "photo '{fileName}' added". */
  readonly values?: Readonly<Record<string, string>>
}

/** A failed call as a form reads it. */
export interface FailedCall {
  /** What spec 8.1 says to do about it (already retried once by the client). */
  readonly failure: CallFailure
  /** The HTTP status, or null when no answer came back. */
  readonly status: number | null
  /** The catalogue key of the answer (`error.msg`), or CONNECTION_ERROR without one. */
  readonly key: string
  /** The first message of each field of the answer's `data.error.schema`. */
  readonly fieldMessages: Readonly<Record<string, string>>
  /** Spec 8.1's toast: the catalogue message in red, or 'Connection error'; none for a 404 or a 5xx. */
  readonly toast: FormToast | null
}

const errorToast = (key: string): FormToast => ({ type: "toast", tone: "error", key })

/** Reads what a call rejected with: a contract error, or anything else as a connection error. */
export function readFailedCall(error: unknown): FailedCall {
  const failure = classifyCallFailure(error, true)
  if (!isApiError(error)) {
    return { failure, status: null, key: "CONNECTION_ERROR", fieldMessages: {}, toast: errorToast("CONNECTION_ERROR") }
  }
  return {
    failure,
    status: error.statusCode,
    key: error.data.error.msg,
    fieldMessages: firstFieldMessages(error.data.error.schema),
    toast: failure.kind === "reject" ? errorToast(failure.messageKey) : null
  }
}

/** The messages of a form's own fields, out of all the messages of an answer. */
export function messagesFor<Field extends string>(
  fields: ReadonlyArray<Field>,
  messages: Readonly<Record<string, string>>
): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const message = messages[field]
    if (message !== undefined) result[field] = message
  }
  return result
}

/**
 * How a form shows a failed call when it has nothing special to say (spec 8.1): the answer's
 * field messages under the form's own fields; when none of them is the form's, the answer's
 * catalogue key for the whole form (e.g. ERROR_REPORTS_LIMIT_EXCEEDED, ERROR_CONFLICT,
 * CONNECTION_ERROR when no answer came). No toast: the form says it all. `pick` finds the form's
 * fields' messages among the answer's (messagesFor by default).
 */
export function failureOnForm<Field extends string>(fields: ReadonlyArray<Field>, pick: typeof messagesFor<Field> = messagesFor) {
  return (error: unknown): { errors: Partial<Record<Field, string>>; formError: string | null; toast: null } => {
    const call = readFailedCall(error)
    const errors = pick(fields, call.fieldMessages)
    return { errors, formError: Object.keys(errors).length > 0 ? null : call.key, toast: null }
  }
}
