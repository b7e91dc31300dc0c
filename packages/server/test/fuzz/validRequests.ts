import fc from "fast-check"
import { encodePart, fieldNamesOf, type ContractEndpoint } from "./contractEndpoints"
import type { KnownValues } from "./knownValues"
import { validValues } from "./schemaSamples"

/** A request before its caller is chosen: wire-ready path params, query pairs and body. */
export interface RequestParts {
  readonly params: Readonly<Record<string, string>>
  readonly query: ReadonlyArray<readonly [string, string]>
  /** The payload as a value, when the body is JSON of one. */
  readonly payload?: unknown
  readonly body?: string | Buffer | undefined
  readonly contentType?: string | null | undefined
  readonly chunked?: boolean | undefined
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

const LEFT_AS_DERIVED = Symbol("derived")

/** Values of a struct schema where about half the time a field with known values gets one of them. */
const withKnown = (schema: NonNullable<ContractEndpoint["payload"]>, known: KnownValues): fc.Arbitrary<unknown> => {
  const fields = fieldNamesOf(schema).filter((field) => known[field] !== undefined)
  const overrides = fc.tuple(...fields.map((field) => fc.option(known[field]!, { nil: LEFT_AS_DERIVED, freq: 2 })))
  return fc.tuple(validValues(schema), overrides).map(([value, picked]) => {
    if (!isRecord(value)) return value
    const result: Record<string, unknown> = { ...value }
    fields.forEach((field, index) => {
      if (picked[index] !== LEFT_AS_DERIVED) result[field] = picked[index]
    })
    return result
  })
}

const valuesOrEmpty = (schema: ContractEndpoint["params"], known: KnownValues) =>
  schema === undefined ? fc.constant({}) : withKnown(schema, known)

/** Requests the contract accepts: every part derived from the endpoint's own schemas. */
export const validParts = (endpoint: ContractEndpoint, known: KnownValues): fc.Arbitrary<RequestParts> =>
  fc.record({
    params: valuesOrEmpty(endpoint.params, known),
    query: valuesOrEmpty(endpoint.query, known),
    payload: endpoint.payload === undefined ? fc.constant(undefined) : withKnown(endpoint.payload, known)
  }).map(({ params, query, payload }) => ({
    params: Object.fromEntries(Object.entries(params as Record<string, unknown>).map(([k, v]) => [k, encodePart(String(v))])),
    query: Object.entries(query as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .flatMap(([k, v]) => ([] as Array<unknown>).concat(v).map((item) => [k, encodePart(String(item))] as const)),
    payload,
    body: payload === undefined ? undefined : JSON.stringify(payload)
  }))
