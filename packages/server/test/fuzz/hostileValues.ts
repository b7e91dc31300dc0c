import { maxLengths } from "@pociecha/core"
import fc from "fast-check"
import { RawJson } from "./jsonText"

/** Lengths around every bound of the contract: at, just over, and far over. */
const boundLengths = Object.values(maxLengths).flatMap((max) => [max, max + 1])

const controlCharacter = fc.constantFrom("\u0000", "\u0001", "\u0007", "\b", "\t", "\n", "\r", "\u001b", "\u001f", "\u007f")

/** Strings a form never sends: control characters, odd unicode, lone surrogates, traversal, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom(
    "\u0000",
    "Anna\u0000Kowalska",
    "\ud800",
    "\udfff",
    "a\ud83d",
    "\ud83d\ude00\ud83d\udc76\ud83c\udffd",
    "\u202eadmin\u202c",
    "\u200b\u200d\ufeff",
    "\u0301\u0301\u0301",
    "Zażółć gęślą jaźń",
    "Ґанна Їжак",
    "%",
    "%00",
    "%zz",
    "..",
    "../../../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "' or 1=1 --",
    "\\",
    "<script>alert(1)</script>",
    "",
    " ",
    "null",
    "9".repeat(40),
    "-1",
    "0"
  ),
  fc.constantFrom(...boundLengths, 100_000).chain((length) =>
    fc.constantFrom("a", "ż", "\ud83d\ude00", "9").map((unit) => unit.repeat(length))),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 })
)

/** Numbers at the edges, as JSON text: some are not what JSON.stringify would ever write. */
export const hostileNumberText: fc.Arbitrary<string> = fc.constantFrom(
  "1e308",
  "-1e308",
  "1e999",
  "-0",
  "0",
  "0.5",
  "-1",
  "2147483648",
  "9007199254740993",
  "1e-400",
  "123456789012345678901234567890"
)

/** Query or path values that read as numbers, or almost. */
export const hostileNumberString: fc.Arbitrary<string> = fc.constantFrom(
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e308",
  "1e999",
  "0x10",
  "1_000",
  " 1",
  "1.5",
  "-1",
  "0",
  "2147483648",
  "99999999999999999999",
  ""
)

/** Any JSON value, hostile ones favoured, including 10k-item arrays. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumberText.map((text) => new RawJson(text)),
    fc.constantFrom(1_000, 50_000).map((depth) => new RawJson("[".repeat(depth) + "]".repeat(depth))),
    fc.constantFrom(null, true, false, 0, -1, Number.MAX_SAFE_INTEGER),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor", "id")), tie("value"), { maxKeys: 4 }),
    fc.constantFrom(10_000).map((n) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "x" : { id: `opinion:${i}` })))
  )
})).value

/** Bodies that are not (quite) JSON, or JSON no serializer would write. */
export const hostileRawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "{\"email\": ",
    "null",
    "[]",
    "\"\"",
    "-0",
    "1e999",
    "{\"a\":1,\"a\":2}",
    "{\"__proto__\":{\"admin\":true}}",
    "\ufeff{}",
    "{}garbage",
    "{'single':'quotes'}",
    "[1,2,]",
    "NaN"
  ),
  fc.constantFrom(1_000, 50_000, 200_000).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.constantFrom(1_000, 50_000).map((depth) => "{\"a\":".repeat(depth) + "1" + "}".repeat(depth)),
  fc.constantFrom(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), Buffer.from("{\"email\":\"\xed\xa0\x80\"}", "latin1"), Buffer.from([0x7b, 0x00, 0x7d])),
  fc.string({ unit: "binary", maxLength: 60 })
)
