import { NodeServices } from "@effect/platform-node"
import type { FacilityOpinion, ShadowRecord, SupportFacility, UserLimitRecord } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import type { Desk } from "./desk"
import { CliFailure, ExitCode } from "./exitCodes"
import { runCli } from "./run"

const aClaim = { id: 41, kind: "claim", facility_id: 7, facility_name: "Przedszkole Słoneczko", account: { id: "a-1", email: "ola@example.pl", name: "Ola", surname: "Nowak" }, documents: [{}], created_at: Date.UTC(2026, 0, 2) } as unknown as ShadowRecord
const anOpinion = {
  id: 5, facility_id: 7, status: "accepted", created_at: Date.UTC(2026, 0, 3), author: { name: "Ala", surname: "K." }, badge: "verified",
  rating_cleanliness: 5, rating_staff: 4, rating_food: 3, comment: "Świetne miejsce, polecam, \"naprawdę\".", pros: null, cons: "Parking",
  answer: { content: "Dziękujemy!", status: "pending" }
} as unknown as FacilityOpinion

const aFacility = {
  id: 7, slug: "slonecznko-krakow", name: "Przedszkole Słoneczko", city: "Kraków", status: "premium", premium_until: "2027-01-31", verified: true,
  active: true, owner_email: "ola@example.pl", specialization: [], ownership: [], features: [], owner: { id: "a-1", email: "ola@example.pl", name: "Ola", surname: "Nowak" },
  members_count: 2, opinions_count: 5, created_at: Date.UTC(2026, 0, 2)
} as unknown as SupportFacility
const aLimit = { id: 3, key: "gallery_photos", type: "limit", value_free: 5, value_registered: 20, value_premium: 100 } as unknown as UserLimitRecord

/** A desk that records what it was asked and answers from `overrides`. */
function fakeDesk(overrides: Partial<Desk> = {}) {
  const calls: Array<ReadonlyArray<unknown>> = []
  const record = <A>(name: string, answer: A) => (...args: ReadonlyArray<unknown>) => {
    calls.push([name, ...args])
    return Promise.resolve(answer)
  }
  const desk = {
    claims: record("claims", [aClaim]),
    acceptClaim: record("acceptClaim", aClaim),
    declineClaim: record("declineClaim", undefined),
    acceptOpinion: record("acceptOpinion", undefined),
    rejectOpinion: record("rejectOpinion", undefined),
    nextOpinion: record("nextOpinion", null),
    opinionsOf: record("opinionsOf", [anOpinion]),
    login: record("login", { id: "s-1", email: "wsparcie@pociecha.pl", type: "support" }),
    logout: record("logout", undefined),
    facility: record("facility", aFacility),
    setFacilityStatus: record("setFacilityStatus", aFacility),
    setLimit: record("setLimit", aLimit),
    ...overrides
  } as unknown as Desk
  return { desk, calls }
}

async function run(args: ReadonlyArray<string>, overrides: Partial<Desk> = {}) {
  const { desk, calls } = fakeDesk(overrides)
  let out = ""
  let err = ""
  const code = await runCli(
    args,
    { desk, out: (text) => (out += text), err: (text) => (err += text), credentials: { email: "wsparcie@pociecha.pl", password: "x" } },
    NodeServices.layer
  )
  return { code, out, err, calls }
}

describe("pociecha's arguments", () => {
  it("declines the claim named, with the reason given", async () => {
    const { code, calls, out } = await run(["support", "claims", "decline", "41", "--reason", "Brak dokumentów"])
    expect(code).toBe(ExitCode.ok)
    expect(calls).toEqual([["declineClaim", 41, "Brak dokumentów"]])
    expect(out).toBe("declined claim 41\n")
  })

  it("decides on a facility's answer with --answer, and recommends with --recommend", async () => {
    const { calls } = await run(["support", "opinions", "reject", "5", "--answer", "--reason", "Nie na temat"])
    expect(calls).toEqual([["rejectOpinion", 5, "Nie na temat", "answer"]])
    expect((await run(["support", "opinions", "accept", "5", "--recommend"])).calls).toEqual([["acceptOpinion", 5, "opinion", true]])
  })

  it("signs in with the credentials of the environment", async () => {
    const { code, calls, out } = await run(["login"])
    expect(code).toBe(ExitCode.ok)
    expect(calls).toEqual([["login", { email: "wsparcie@pociecha.pl", password: "x" }]])
    expect(out).toBe("signed in as wsparcie@pociecha.pl (support)\n")
  })

  it("signs out", async () => {
    const { code, calls, out } = await run(["logout"])
    expect([code, calls, out]).toEqual([ExitCode.ok, [["logout"]], "signed out\n"])
  })

  it("sets a facility's package, the end date only with --until", async () => {
    expect((await run(["support", "facility", "set-status", "7", "premium", "--until", "2027-01-31"])).calls).toEqual([["setFacilityStatus", 7, "premium", "2027-01-31"]])
    expect((await run(["support", "facility", "set-status", "7", "registered"])).calls).toEqual([["setFacilityStatus", 7, "registered", undefined]])
  })

  it("sets only the limit values given", async () => {
    const { code, calls } = await run(["support", "limits", "set", "3", "--registered", "12", "--free", "0"])
    expect(code).toBe(ExitCode.ok)
    expect(calls).toEqual([["setLimit", 3, { value_free: 0, value_registered: 12, value_premium: undefined }]])
  })

  it.each([
    ["a status that does not exist", ["support", "facility", "set-status", "7", "gold"]],
    ["an end date for a status other than premium", ["support", "facility", "set-status", "7", "registered", "--until", "2027-01-31"]],
    ["a limit set with no value", ["support", "limits", "set", "3"]],
    ["a limit value that is no number", ["support", "limits", "set", "3", "--premium", "many"]],
    ["an unknown command", ["support", "claimz", "list"]],
    ["an unknown flag", ["support", "claims", "list", "--bogus"]],
    ["a missing reason", ["support", "claims", "decline", "41"]],
    ["an id that is no number", ["support", "claims", "accept", "abc"]],
    ["a format that does not exist", ["export", "opinions", "--facility", "7", "--format", "xml"]]
  ])("exits 2 (bad usage) on %s, asking the desk nothing", async (_, args) => {
    const { code, calls } = await run(args)
    expect(code).toBe(ExitCode.usage)
    expect(calls).toEqual([])
  })

  it("exits 0 on --help", async () => {
    expect((await run(["support", "--help"])).code).toBe(ExitCode.ok)
  })
})

describe("pociecha's answers", () => {
  it("lists claims as a table for people", async () => {
    const { out } = await run(["support", "claims", "list"])
    expect(out.split("\n")).toEqual([
      "ID  KIND   FACILITY                    SENDER                      DOCS  SENT",
      "41  claim  Przedszkole Słoneczko (#7)  Ola Nowak <ola@example.pl>  1     2026-01-02T00:00:00.000Z",
      ""
    ])
  })

  it("gives a script the answer as it came with --json", async () => {
    const { out } = await run(["support", "claims", "list", "--json"])
    expect(JSON.parse(out)).toEqual([JSON.parse(JSON.stringify(aClaim))])
    expect(JSON.parse((await run(["support", "opinions", "next", "--json"])).out)).toBeNull()
  })

  it("exports a facility's opinions as CSV with its header, the facility as given", async () => {
    const { out, calls } = await run(["export", "opinions", "--facility", "slonecznko-krakow"])
    expect(calls).toEqual([["opinionsOf", "slonecznko-krakow"]])
    expect(out).toBe(
      "id,facility_id,status,created_at,author,badge,rating_cleanliness,rating_staff,rating_food,comment,pros,cons,answer,answer_status\r\n" +
        "5,7,accepted,2026-01-03T00:00:00.000Z,Ala K.,verified,5,4,3,\"Świetne miejsce, polecam, \"\"naprawdę\"\".\",,Parking,Dziękujemy!,pending\r\n"
    )
    expect(JSON.parse((await run(["export", "opinions", "--facility", "7", "--format", "json"])).out)).toEqual([anOpinion])
  })

  it("shows a facility's package for people, and as it came with --json", async () => {
    const { out, calls } = await run(["support", "facility", "show", "7"])
    expect(calls).toEqual([["facility", 7]])
    expect(out.split("\n")).toEqual([
      "Przedszkole Słoneczko (#7), Kraków",
      "status: premium (premium until 2027-01-31)",
      "verified: yes, active: yes",
      "owner: Ola Nowak <ola@example.pl>",
      "members: 2, opinions: 5, created 2026-01-02T00:00:00.000Z",
      ""
    ])
    expect(JSON.parse((await run(["support", "facility", "show", "7", "--json"])).out)).toEqual(aFacility)
  })

  it("shows the limit set as a table row", async () => {
    const { out } = await run(["support", "limits", "set", "3", "--premium", "100"])
    expect(out.split("\n")).toEqual([
      "ID  KEY             TYPE   FREE  REGISTERED  PREMIUM",
      "3   gallery_photos  limit  5     20          100",
      ""
    ])
  })

  it("tells a refusal on stderr with its catalogue key, and exits with the failure's code", async () => {
    const refused = () => Promise.reject(new CliFailure(ExitCode.refused, "ERROR_INSUFFICIENT_PERMISSIONS", "You do not have permission to perform this operation."))
    const { code, out, err } = await run(["support", "claims", "list"], { claims: refused })
    expect(code).toBe(ExitCode.refused)
    expect(out).toBe("")
    expect(err).toBe("pociecha: ERROR_INSUFFICIENT_PERMISSIONS: You do not have permission to perform this operation.\n")
  })
})
