import { describe, it, expect } from "vitest"
import { specializationLabelKey } from "./specializationLabel"

const tags = {
  a: { display: "KINDERGARTEN", type: "specialization" },
  b: { display: "NURSERY" },
  o: { display: "PUBLIC", type: "ownership" },
}

describe("specializationLabelKey", () => {
  it("uses the first known specialization", () => {
    expect(specializationLabelKey(tags, ["x", "a", "b"])).toBe("KINDERGARTEN")
    expect(specializationLabelKey(new Map(Object.entries(tags)), ["b", "a"])).toBe("NURSERY")
  })

  it("skips tags of another type", () => {
    expect(specializationLabelKey(tags, ["o", "b"])).toBe("NURSERY")
  })

  it("gives MISSING when nothing is known", () => {
    expect(specializationLabelKey(tags, [])).toBe("MISSING")
    expect(specializationLabelKey(tags, null)).toBe("MISSING")
    expect(specializationLabelKey(tags, ["o", 42])).toBe("MISSING")
  })
})
