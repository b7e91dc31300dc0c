import { Effect, Schema, SchemaAST } from "effect"
import * as Arbitrary from "effect/Arbitrary"
import fc from "fast-check"

type AnySchema = Schema.Codec<unknown, unknown>

// Small values: the contract's bounds are tested by the hostile inputs, not here.
const SAMPLE = { count: 1, size: 10, maxDiscards: 10_000 } as const

const derive = (schema: AnySchema): ((seed: number) => unknown) => {
  const arbitrary = Arbitrary.schema(schema)
  const encode = Schema.encodeSync(schema)
  return (seed) => encode(Effect.runSync(Arbitrary.sampleEffect(arbitrary, { ...SAMPLE, seed }))[0])
}

/** Whether Effect derives values of a schema (it gives up on some combinations of checks). */
const derivable = (schema: AnySchema): boolean => {
  try {
    derive(schema)(0)
    return true
  } catch {
    return false
  }
}

/**
 * The fallback for a struct Effect cannot derive as a whole (its sampler gives up when the
 * checks of all fields together discard too much — the sign-up did at the default size): each
 * field derived on its own, optional ones sometimes left out.
 */
const deriveFieldByField = (schema: AnySchema): ((seed: number) => unknown) => {
  const ast = schema.ast as SchemaAST.AST
  if (ast._tag !== "Objects") throw new Error(`cannot derive values of ${String(ast._tag)}`)
  const fields = ast.propertySignatures.map((property) => ({
    name: String(property.name),
    optional: property.type.context?.isOptional === true,
    sample: derive(Schema.make(property.type) as AnySchema)
  }))
  const encode = Schema.encodeSync(schema)
  const decode = Schema.decodeUnknownSync(schema)
  return (seed) => {
    const value: Record<string, unknown> = {}
    fields.forEach((field, index) => {
      if (field.optional && ((seed >>> index) & 1) === 1) return
      value[field.name] = field.sample(seed + index)
    })
    // The fields' own arbitraries give encoded values only through their types: round-trip once.
    return encode(decode(value))
  }
}

const cache = new Map<AnySchema, (seed: number) => unknown>()

/** Valid wire values (encoded side) of a contract schema, derived by Effect from the schema. */
export const validValues = (schema: AnySchema): fc.Arbitrary<unknown> => {
  let sample = cache.get(schema)
  if (sample === undefined) {
    sample = derivable(schema) ? derive(schema) : deriveFieldByField(schema)
    cache.set(schema, sample)
  }
  const sampleOf = sample
  return fc.nat({ max: 2 ** 31 - 1 }).map((seed) => sampleOf(seed))
}
