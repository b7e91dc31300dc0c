import { describe, expect, it } from "vitest"
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./returnPath"

describe("safeReturnPath (spec 4.8)", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeReturnPath("/placowka/x?opinia=1")).toBe("/placowka/x?opinia=1")
    expect(safeReturnPath("/")).toBe("/")
  })

  it.each([
    ["another site", "https://evil.example"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash browsers read as a slash", "/\\evil.example"],
    ["a relative path", "placowka/x"],
    ["a control character", "/x\n"],
    ["DEL", "/x\u007f"],
    ["nothing", ""]
  ])("refuses %s", (_label, next) => {
    expect(safeReturnPath(next)).toBeNull()
  })

  it("refuses a missing value and one past the length limit", () => {
    expect(safeReturnPath(null)).toBeNull()
    expect(safeReturnPath(undefined)).toBeNull()
    expect(safeReturnPath(`/${"a".repeat(MAX_RETURN_PATH_LENGTH - 1)}`)).not.toBeNull()
    expect(safeReturnPath(`/${"a".repeat(MAX_RETURN_PATH_LENGTH)}`)).toBeNull()
  })
})
