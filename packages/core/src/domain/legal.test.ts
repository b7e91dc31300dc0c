import { describe, expect, it } from "vitest"
import { pendingLegalVersions } from "./legal"
import { legalKindOfPage, legalPaths } from "./legalPages"

describe("legal texts", () => {
  it("asks for the versions in force of the regulations and the privacy notice that were not accepted", () => {
    const current = [{ kind: "regulations", version: 2 }, { kind: "privacy", version: 1 }, { kind: "cookies", version: 3 }] as const
    expect(pendingLegalVersions(current, [])).toEqual([{ kind: "regulations", version: 2 }, { kind: "privacy", version: 1 }])
    // An older version accepted does not stand for the new one; the cookie page is information, never asked for.
    expect(pendingLegalVersions(current, [{ kind: "regulations", version: 1 }, { kind: "privacy", version: 1 }])).toEqual([{ kind: "regulations", version: 2 }])
    expect(pendingLegalVersions(current, [{ kind: "regulations", version: 2 }, { kind: "privacy", version: 1 }])).toEqual([])
  })

  it("finds the text of each legal page, and none for another path", () => {
    for (const [kind, path] of Object.entries(legalPaths)) expect(legalKindOfPage(path.slice(1))).toBe(kind)
    expect(legalKindOfPage("regulaminy")).toBeNull()
    expect(legalKindOfPage("")).toBeNull()
  })
})
