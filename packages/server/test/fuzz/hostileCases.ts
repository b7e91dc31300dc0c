import { MAX_BODY_BYTES } from "../../src/http/middleware/requestBoundary"
import { encodePart, fieldNamesOf, type ContractEndpoint } from "./contractEndpoints"
import { jsonText, RawJson } from "./jsonText"
import type { RequestParts } from "./validRequests"

/** One hostile value of each kind the bounds are about, for a field of any type. */
const fieldValues: ReadonlyArray<readonly [string, unknown]> = [
  ["NUL", "Anna\u0000Kowalska"],
  ["control character", "a\u001bb"],
  ["lone surrogate", "\ud800"],
  ["emoji", "\ud83d\udc76\ud83c\udffd".repeat(60)],
  ["string over every bound", "a".repeat(2_049)],
  ["1e308", new RawJson("1e308")],
  ["-0", new RawJson("-0")],
  ["1e999", new RawJson("1e999")],
  ["'NaN'", "NaN"],
  ["null", null],
  ["object", { id: "x" }],
  ["10k-item list", Array.from({ length: 10_000 }, (_, i) => `opinion:${i}`)],
  ["nesting 50k deep", new RawJson("[".repeat(50_000) + "]".repeat(50_000))]
]

/** Path segments sent as they are. */
const segments: ReadonlyArray<readonly [string, string]> = [
  ["%", "%"],
  ["..", ".."],
  ["%2e%2e", "%2e%2e"],
  ["encoded traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["invalid UTF-8", "%FF%FE"],
  ["encoded surrogate half", "%ED%A0%80"],
  ["encoded NUL", "%00"],
  ["unicode", encodePart("Żółw-\ud83d\udc76")],
  ["long id", "7".repeat(1_000)],
  ["huge number", "99999999999999999999"],
  ["unknown id", "999999999"]
]

const queryValues: ReadonlyArray<readonly [string, string]> = [
  ["NaN", "NaN"], ["Infinity", "Infinity"], ["-0", "-0"], ["1e308", "1e308"], ["%", "%"], ["%00", "%00"],
  ["%ED%A0%80", "%ED%A0%80"], ["long", "x".repeat(5_000)]
]

const rawBodies: ReadonlyArray<readonly [string, string | Buffer]> = [
  ["malformed JSON", "{\"email\": "],
  ["empty body", ""],
  ["top-level -0", "-0"],
  ["top-level null", "null"],
  ["invalid UTF-8", Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
  ["nesting 200k deep", "[".repeat(200_000) + "]".repeat(200_000)],
  ["10k-item list", JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ id: `opinion:${i}` })))]
]

const contentTypes: ReadonlyArray<string | null> = [null, "text/plain", "multipart/form-data; boundary=x", "application/json; charset=utf-16"]

export interface HostileCase {
  readonly label: string
  readonly parts: RequestParts
}

const asObject = (payload: unknown): Record<string, unknown> =>
  typeof payload === "object" && payload !== null && !Array.isArray(payload) ? payload as Record<string, unknown> : {}

const padded = (payload: unknown, size: number) => {
  const unpadded = JSON.stringify({ ...asObject(payload), padding: "" })
  return JSON.stringify({ ...asObject(payload), padding: "a".repeat(size - Buffer.byteLength(unpadded)) })
}

/**
 * Every kind of hostile input once for an endpoint, built on a valid request: each path
 * parameter, query field and payload field gets each hostile value; then whole bodies,
 * content types, and bodies over 1 MB (declared, and chunked without a length).
 */
export const hostileCases = (endpoint: ContractEndpoint, base: RequestParts): ReadonlyArray<HostileCase> => {
  const cases: Array<HostileCase> = []
  for (const name of endpoint.paramNames) {
    for (const [label, value] of segments) cases.push({ label: `:${name} = ${label}`, parts: { ...base, params: { ...base.params, [name]: value } } })
  }
  // Every query field with every value; an endpoint without a query gets one it does not expect.
  const queryFields = fieldNamesOf(endpoint.query)
  const unexpected = queryValues.filter(([label]) => label === "NaN" || label === "%")
  for (const name of queryFields.length > 0 ? queryFields : ["limit"]) {
    for (const [label, value] of queryFields.length > 0 ? queryValues : unexpected) {
      cases.push({ label: `?${name} = ${label}`, parts: { ...base, query: [...base.query.filter(([k]) => k !== name), [name, value]] } })
    }
  }
  for (const name of fieldNamesOf(endpoint.payload)) {
    for (const [label, value] of fieldValues) {
      cases.push({ label: `${name} = ${label}`, parts: { ...base, body: jsonText({ ...asObject(base.payload), [name]: value }) } })
    }
    const { [name]: _left, ...without } = asObject(base.payload)
    cases.push({ label: `${name} missing`, parts: { ...base, body: jsonText(without) } })
  }
  if (endpoint.payload !== undefined) {
    for (const [label, value] of [...fieldValues, ["100k string", "ż".repeat(100_000)] as const]) {
      cases.push({ label: `whole body = ${label}`, parts: { ...base, body: jsonText(value) } })
    }
  }
  // Bodies: all of them where a body is expected, a few where none is.
  const takesBody = endpoint.payload !== undefined
  for (const [label, body] of takesBody ? rawBodies : rawBodies.slice(0, 1)) cases.push({ label: `body: ${label}`, parts: { ...base, body } })
  for (const contentType of takesBody ? contentTypes : contentTypes.slice(1, 2)) {
    cases.push({ label: `content-type ${String(contentType)}`, parts: { ...base, body: base.body ?? "{}", contentType } })
  }
  cases.push({ label: "body 1 MB + 1", parts: { ...base, body: padded(base.payload, MAX_BODY_BYTES + 1) } })
  cases.push({ label: "chunked body of 2 MB", parts: { ...base, body: padded(base.payload, 2 * MAX_BODY_BYTES), chunked: true } })
  if (takesBody) cases.push({ label: "body just under 1 MB", parts: { ...base, body: padded(base.payload, MAX_BODY_BYTES - 64) } })
  return cases
}
