import { describe, expect, it } from "vitest"
import { chooseEncoding } from "./contentEncoding"

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const

  it("prefers brotli, then gzip, among what the browser accepts", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br")
    expect(chooseEncoding("gzip, deflate", both)).toBe("gzip")
    expect(chooseEncoding("GZIP", both)).toBe("gzip")
    expect(chooseEncoding("br", ["gzip"])).toBeNull()
  })

  it("sends the plain file without an Accept-Encoding or when every coding is refused", () => {
    expect(chooseEncoding(undefined, both)).toBeNull()
    expect(chooseEncoding("", both)).toBeNull()
    expect(chooseEncoding("identity", both)).toBeNull()
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBeNull()
  })

  it("reads weights and the wildcard", () => {
    expect(chooseEncoding("br;q=0, gzip;q=0.5", both)).toBe("gzip")
    expect(chooseEncoding("*", both)).toBe("br")
    expect(chooseEncoding("*, br;q=0", both)).toBe("gzip")
    expect(chooseEncoding("gzip;q=abc", both)).toBeNull()
  })
})
