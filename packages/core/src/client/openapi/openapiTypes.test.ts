import { OpenApi } from "effect/http-api"
import openapiTS, { astToString, COMMENT_HEADER, NUMBER, type OpenAPI3 } from "openapi-typescript"
import ts from "typescript"
import { beforeAll, describe, expect, it } from "vitest"
import { PociechaApi } from "../../api/api"

/**
 * The OpenAPI document the server serves at /api/openapi.json: HttpApiBuilder answers it with
 * `OpenApi.fromApi` of the same contract, so it is made here without a server.
 */
const servedDocument = () => OpenApi.fromApi(PociechaApi) as unknown as OpenAPI3

/**
 * Effect documents a `Schema.Number` as a number or "Infinity", "-Infinity", "NaN": what its JSON
 * codec writes for a number that is not finite. The contract's numbers (ids, counts, scores,
 * coordinates) are finite and its own types say `number`, so the client's types do too.
 */
const NON_FINITE = ["Infinity", "-Infinity", "NaN"].map((text) => JSON.stringify(text))
const members = (type: ts.TypeNode): ReadonlyArray<ts.TypeNode> =>
  ts.isUnionTypeNode(type) ? type.types.flatMap(members) : ts.isParenthesizedTypeNode(type) ? members(type.type) : [type]
// openapi-typescript writes a string literal type as an identifier whose text is the quoted string.
const literalText = (type: ts.Node) => ts.isIdentifier(type) ? type.text : undefined
const finiteNumber = (type: ts.TypeNode) => {
  const union = members(type)
  const nonFinite = (member: ts.TypeNode) => NON_FINITE.includes(literalText(member) ?? "")
  if (!union.some((member) => member.kind === ts.SyntaxKind.NumberKeyword) || union.filter(nonFinite).length !== NON_FINITE.length) return undefined
  const rest = union.filter((member) => !nonFinite(member))
  return rest.length === 1 ? NUMBER : ts.factory.createUnionTypeNode(rest)
}

const generatedTypes = async () =>
  COMMENT_HEADER + astToString(await openapiTS(servedDocument(), { postTransform: finiteNumber, silent: true }))

let types = ""
// Making the document and its types takes seconds on a busy machine: once for both tests.
beforeAll(async () => {
  types = await generatedTypes()
}, 120_000)

describe("the public client's OpenAPI types (openapi/paths.ts)", () => {
  // `pnpm openapi:types` writes the file anew (this test with -u); otherwise it must not have drifted.
  it("are what openapi-typescript makes of the server's current document", async () => {
    await expect(types).toMatchFileSnapshot("./paths.ts")
  })

  it("type the document's numbers that may not be finite as numbers", () => {
    expect(types).toContain("\"/api/v1/tag\"")
    expect(types).not.toContain("\"Infinity\"")
  })
})
