import fc from "fast-check"
import { MAX_BODY_BYTES } from "../../src/http/middleware/requestBoundary"
import { encodePart, fieldNamesOf, type ContractEndpoint } from "./contractEndpoints"
import { hostileJson, hostileNumberString, hostileRawBody, hostileString } from "./hostileValues"
import { jsonText } from "./jsonText"
import type { KnownValues } from "./knownValues"
import { validParts, type RequestParts } from "./validRequests"

/** Path segments sent unencoded: stray `%`, traversal, overlong UTF-8, invalid UTF-8, very long ids. */
const rawSegment = fc.constantFrom(
  "%", "a%", "%%", "%zz", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "%FF", "%00", "%0A",
  "..", ".", "%2e%2e", "..%2F..%2F..%2Fetc%2Fpasswd", "%2F", ";", "~", "*",
  "1".repeat(400), "a".repeat(5_000), "a".repeat(20_000)
)

/** Query values sent unencoded. */
const rawQueryValue = fc.constantFrom("%", "%zz", "%00", "%FF", "%ED%A0%80", "a&b", "=", "", "+", "x".repeat(20_000))

const contentTypes = fc.constantFrom<string | null>(
  null,
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/xml",
  "APPLICATION/JSON",
  "application/json, text/plain"
)

const replaceParam = (endpoint: ContractEndpoint) =>
  fc.tuple(fc.constantFrom(...endpoint.paramNames), fc.oneof(hostileString.map(encodePart), hostileNumberString.map(encodePart), rawSegment))
    .map(([name, value]) => (base: RequestParts): RequestParts => ({ ...base, params: { ...base.params, [name]: value } }))

const queryKey = (endpoint: ContractEndpoint) =>
  fc.oneof(fc.constantFrom(...fieldNamesOf(endpoint.query), "unknown", "__proto__"), hostileString.map(encodePart))

const queryValue = fc.oneof(hostileString.map(encodePart), hostileNumberString.map(encodePart), rawQueryValue)

const changeQuery = (endpoint: ContractEndpoint) =>
  fc.oneof(
    fc.tuple(queryKey(endpoint), queryValue).map(([key, value]) => (base: RequestParts): RequestParts => ({
      ...base,
      query: [...base.query.filter(([k]) => k !== key), [key, value] as const]
    })),
    // A key twice: `?limit=1&limit=2` reads as a list.
    queryValue.map((value) => (base: RequestParts): RequestParts => ({
      ...base,
      query: base.query.length === 0 ? [["limit", value]] : [...base.query, [base.query[0]![0], value] as const]
    }))
  )

const payloadField = (endpoint: ContractEndpoint) => fc.constantFrom(...fieldNamesOf(endpoint.payload), "unknown", "__proto__")

const asObject = (payload: unknown): Record<string, unknown> =>
  typeof payload === "object" && payload !== null && !Array.isArray(payload) ? { ...payload } : {}

const changePayload = (endpoint: ContractEndpoint) =>
  fc.oneof(
    // One field of an otherwise valid payload: wrong type, control characters, huge, nested…
    fc.tuple(payloadField(endpoint), hostileJson).map(([field, value]) => (base: RequestParts): RequestParts => {
      const payload = asObject(base.payload)
      Object.defineProperty(payload, field, { value, enumerable: true, writable: true, configurable: true })
      return { ...base, body: jsonText(payload) }
    }),
    // A required field left out.
    payloadField(endpoint).map((field) => (base: RequestParts): RequestParts => {
      const payload = asObject(base.payload)
      delete payload[field]
      return { ...base, body: jsonText(payload) }
    }),
    // A whole body of another shape.
    hostileJson.map((value) => (base: RequestParts): RequestParts => ({ ...base, body: jsonText(value) }))
  )

const changeBody = fc.oneof(
  hostileRawBody.map((body) => (base: RequestParts): RequestParts => ({ ...base, body })),
  contentTypes.map((contentType) => (base: RequestParts): RequestParts => ({ ...base, body: base.body ?? "{}", contentType })),
  // Over the limit (413 before parsing) and just under it (parsed, then refused by the schema).
  fc.constantFrom(MAX_BODY_BYTES + 1, MAX_BODY_BYTES - 100).map((size) => (base: RequestParts): RequestParts => {
    const unpadded = JSON.stringify({ ...asObject(base.payload), padding: "" })
    return { ...base, body: JSON.stringify({ ...asObject(base.payload), padding: "a".repeat(size - Buffer.byteLength(unpadded)) }) }
  })
)

/**
 * Requests the contract refuses: a valid request with one part made hostile — a path
 * parameter, the query, one payload field, the whole body, or its content type.
 */
export const hostileParts = (endpoint: ContractEndpoint, known: KnownValues): fc.Arbitrary<RequestParts> => {
  const changes: Array<fc.Arbitrary<(base: RequestParts) => RequestParts>> = [changeQuery(endpoint), changeBody]
  if (endpoint.paramNames.length > 0) changes.push(replaceParam(endpoint), replaceParam(endpoint))
  if (endpoint.payload !== undefined) changes.push(changePayload(endpoint), changePayload(endpoint))
  return fc.tuple(validParts(endpoint, known), fc.oneof(...changes)).map(([base, change]) => change(base))
}
