import { describeRequest, describeResponse, type FuzzRequest, type FuzzResponse } from "./rawRequest"

const CATALOGUE_KEY = /^ERROR_[A-Z_]+$/

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

/** Why a 4xx body is not the catalogue's `{statusCode, message, data: {error: {type, msg, schema?}}}`, or null. */
export const catalogueProblem = (response: FuzzResponse): string | null => {
  let body: unknown
  try {
    body = JSON.parse(response.text)
  } catch {
    return "the body is not JSON"
  }
  if (!isRecord(body)) return "the body is not an object"
  if (body.statusCode !== response.status) return `statusCode ${String(body.statusCode)} is not the HTTP status`
  if (typeof body.message !== "string") return "message is not a string"
  const error = isRecord(body.data) ? body.data.error : undefined
  if (!isRecord(error)) return "data.error is not an object"
  if (typeof error.type !== "string" || !error.type.startsWith("error/")) return "data.error.type does not start with error/"
  if (typeof error.msg !== "string" || !CATALOGUE_KEY.test(error.msg)) return "data.error.msg is not an ERROR_ key"
  if (error.schema !== undefined) {
    const fields = error.schema
    if (!isRecord(fields) || !Object.values(fields).every((m) => Array.isArray(m) && m.every((k) => typeof k === "string"))) {
      return "data.error.schema is not field → messages"
    }
  }
  return null
}

/**
 * Properties 1 and 2: the answer is not a server failure, and every 4xx carries the
 * catalogue body. Throws a report naming the exact request and response otherwise.
 */
export const expectAcceptableAnswer = (request: FuzzRequest, response: FuzzResponse): void => {
  const problem = response.status >= 500
    ? "a server failure"
    : response.status >= 400
    ? catalogueProblem(response)
    : null
  if (problem !== null) {
    throw new Error(`${problem}\n  request:  ${describeRequest(request)}\n  response: ${describeResponse(response)}`)
  }
}
