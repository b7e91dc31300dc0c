import { describe, expect, it } from "vitest"
import { facilityIllustration, illustrationFamily, type IllustrationMotif } from "./facilityIllustration"

const ids = Array.from({ length: 300 }, (_, index) => index + 1)
const motifsOf = (specialization: string[]) => new Set(ids.map((id) => facilityIllustration({ id, specialization }).motif))
const signature = (id: number) => {
  const picture = facilityIllustration({ id, specialization: ["kindergarten"] })
  return `${picture.palette.roof}|${picture.building}|${picture.motif}|${picture.mirrored}`
}

describe("facility illustrations (pictures until a photo is uploaded)", () => {
  it("draws the same scene for the same facility every time", () => {
    expect(facilityIllustration({ id: 4242, specialization: ["nursery"] })).toEqual(facilityIllustration({ id: 4242, specialization: ["nursery"] }))
  })

  it("makes a landing grid of twelve facilities look different", () => {
    const twelve = Array.from({ length: 12 }, (_, index) => 1000 + index)
    expect(new Set(twelve.map(signature)).size).toBeGreaterThanOrEqual(10)
    const pictures = twelve.map((id) => facilityIllustration({ id, specialization: ["kindergarten"] }))
    expect(new Set(pictures.map((picture) => picture.palette.sky)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(pictures.map((picture) => picture.building)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(pictures.map((picture) => picture.mirrored))).toEqual(new Set([true, false]))
  })

  it("uses every palette, building and side across many facilities", () => {
    const pictures = ids.map((id) => facilityIllustration({ id, specialization: [] }))
    expect(new Set(pictures.map((picture) => picture.palette.sky)).size).toBe(6)
    expect(new Set(pictures.map((picture) => picture.building))).toEqual(new Set(["gable", "flat", "arch", "twin"]))
  })

  it("gives babies soft motifs and never school things", () => {
    const babyMotifs: IllustrationMotif[] = ["duck", "rattle", "moon", "balloons"]
    expect(motifsOf(["nursery"])).toEqual(new Set(babyMotifs))
    expect(motifsOf(["day_guardian"])).toEqual(new Set(babyMotifs))
  })

  it("gives schools school motifs and never a rattle or a duck", () => {
    const school = motifsOf(["primary_school"])
    expect(school).toEqual(new Set(["pencil", "book", "sun", "tree"]))
  })

  it("gives kindergartens and toddler clubs play motifs", () => {
    expect(motifsOf(["kindergarten"])).toEqual(new Set(["blocks", "kite", "sun", "rainbow", "tree"]))
    expect(motifsOf(["toddler_club"])).toEqual(new Set(["balloons", "duck", "blocks", "kite"]))
  })

  it("takes the family from the first specialization it knows", () => {
    expect(illustrationFamily(["no_such_type", "nursery", "kindergarten"])).toBe("nursery")
    expect(illustrationFamily(["kindergarten_point"])).toBe("kindergarten")
    expect(illustrationFamily(["kindergarten_department"])).toBe("kindergarten")
    expect(illustrationFamily(["zespół_wychowania_przedszkolnego"])).toBe("kindergarten")
    expect(illustrationFamily(["no_such_type"])).toBe("general")
    expect(illustrationFamily([])).toBe("general")
    expect(motifsOf([])).toEqual(new Set(["sun", "tree", "kite", "rainbow"]))
  })
})
