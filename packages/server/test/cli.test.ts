import { ownerPermissions } from "@pociecha/core"
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { publicFacility } from "../src/repositories/facilityRepository"
import { untilExit } from "./support/builtServer"
import { pdfDocument, shadowForm } from "./support/documents"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

// The `pociecha` command line as a support person runs it: the built CLI (`pnpm build` first, as
// for every integration run), a process of its own each time, against the real server.
const CLI = resolve(fileURLToPath(import.meta.url), "../../../cli/dist/main.js")

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const { call } = world
const support = demoAccount("support")
const parent = demoAccount("parent")

// Each run of the file keeps its sessions in a config dir of its own, never the user's.
const configDir = mkdtempSync(join(tmpdir(), "pociecha-cli-config-"))
afterAll(() => rmSync(configDir, { recursive: true, force: true }))

/** `pociecha …args` with only the given environment; resolves with its exit code and output. */
const pociecha = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  untilExit(
    spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", POCIECHA_URL: server.baseUrl, XDG_CONFIG_HOME: configDir, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
  )

const credentialsOf = (account: { readonly email: string; readonly password: string }) => ({
  POCIECHA_EMAIL: account.email,
  POCIECHA_PASSWORD: account.password
})

/** A facility nobody runs or claims, claimed now by a new parent with a PDF: the claim support decides on. */
const claimed = async (director: Person) => {
  const facility = await world.untakenFacility<{ id: number; name: string; city: string; voivodeship: string; specialization: string }>(
    "an unclaimed facility",
    `select f.id, f.name, t.slug as city, v.slug as voivodeship, f.specialization[1]::text as specialization
     from facilities f join towns t on t.id = f.town_id join voivodeships v on v.id = f.voivodeship_id
     where ${publicFacility} and f.status = 'unknown' and f.shadow_status is null and f.id <> all($1::int[])
       and not exists (select 1 from facility_members m where m.facility_id = f.id)
       and not exists (select 1 from shadow_facilities s where s.facility_id = f.id)
     order by f.id limit 1`
  )
  const data = {
    facility_id: facility.id, name: facility.name, specialization: [facility.specialization], city: facility.city,
    voivodeship: facility.voivodeship, post_code: "31-147", street: "ul. Długa", building_number: "12A", phone: "12 345 67 89",
    lat: 50.0671, lng: 19.9449
  }
  const sent = await call("POST", "/api/v1/shadow", { token: director.jwt, form: shadowForm(data, [pdfDocument()]) })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  return { facility, claimId: sent.body.id as number }
}

describe("pociecha, support's command line, against the server", () => {
  it("signs support in once (the session kept 0600), lists the claims, accepts one: the claimant's owner area opens", async () => {
    const director = await world.newParent()
    const { facility, claimId } = await claimed(director)

    const login = await pociecha(["login"], credentialsOf(support))
    expect(login, login.stderr).toMatchObject({ code: 0, stdout: `signed in as ${support.email} (support)\n` })
    expect(statSync(join(configDir, "pociecha", "session.json")).mode & 0o777).toBe(0o600)

    // Signed in by the kept session: no credentials from here on.
    const list = await pociecha(["support", "claims", "list", "--json"])
    expect(list.code, list.stderr).toBe(0)
    expect(JSON.parse(list.stdout)).toContainEqual(expect.objectContaining({ id: claimId, kind: "claim", status: "pending", facility_id: facility.id }))
    const table = await pociecha(["support", "claims", "list"])
    expect(table.stdout.split("\n")[0]).toMatch(/^ID\s+KIND\s+FACILITY\s+SENDER\s+DOCS\s+SENT$/)
    expect(table.stdout).toContain(director.email)

    const accepted = await pociecha(["support", "claims", "accept", String(claimId)])
    expect(accepted, accepted.stderr).toMatchObject({ code: 0, stdout: `accepted: ${director.email} now owns ${facility.name} (#${facility.id})\n` })

    const owned = await call("GET", "/api/v1/facility/owned", { token: director.jwt })
    expect(owned.body.facilities).toContainEqual(expect.objectContaining({ id: facility.id }))
    const account = await call("GET", `/api/v1/account/account/${director.id}`, { token: director.jwt })
    expect(account.body.perms[String(facility.id)]).toEqual([...ownerPermissions])

    // Decided: the desk refuses it again (409), exit 1 with the catalogue's key.
    const again = await pociecha(["support", "claims", "accept", String(claimId)])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^pociecha: ERROR_\w+: /)
  })

  it("shows the oldest opinion waiting, and publishes one; a reason too short is bad usage, and nothing is sent", async () => {
    const facility = await world.quietFacility()
    const opinionId = await world.written(await world.newParent(), facility.id)
    const env = credentialsOf(support)

    const next = await pociecha(["support", "opinions", "next", "--json"], env)
    expect(next.code, next.stderr).toBe(0)
    const queue = await call("GET", "/api/v1/support/opinions", { token: (await world.demo("support")).jwt })
    expect(JSON.parse(next.stdout)).toEqual(queue.body.items[0])

    const tooShort = await pociecha(["support", "opinions", "reject", String(opinionId), "--reason", "no"], env)
    expect(tooShort.code).toBe(2)
    expect(tooShort.stderr).toContain("REASON_TOO_SHORT")

    const accepted = await pociecha(["support", "opinions", "accept", String(opinionId), "--json"], env)
    expect(accepted.code, accepted.stderr).toBe(0)
    expect(JSON.parse(accepted.stdout)).toEqual({ id: opinionId, part: "opinion", status: "accepted" })
    expect((await world.profilePage(facility.id)).items).toContainEqual(expect.objectContaining({ id: opinionId }))
  })

  it("exports a facility's opinions as CSV: the header, then a row for each", async () => {
    const facility = await world.quietFacility()
    const { id } = await world.published(await world.demo("support"), facility.id)

    const exported = await pociecha(["export", "opinions", "--facility", String(facility.id), "--format", "csv"], credentialsOf(support))
    expect(exported.code, exported.stderr).toBe(0)
    const lines = exported.stdout.split("\r\n")
    expect(lines[0]).toBe("id,facility_id,status,created_at,author,badge,rating_cleanliness,rating_staff,rating_food,comment,pros,cons,answer,answer_status")
    expect(lines.slice(1, -1)).toEqual([expect.stringMatching(new RegExp(`^${id},${facility.id},accepted,\\d{4}-\\d\\d-\\d\\dT[^,]+,Ewa Nowicka,`))])
    expect(lines.at(-1)).toBe("")
  })

  it("sets a facility's premium with its end date, and shows it so; a past date is bad usage", async () => {
    const facility = await world.quietFacility()
    const env = credentialsOf(support)
    const until = `${new Date().getUTCFullYear() + 1}-06-30`

    const set = await pociecha(["support", "facility", "set-status", String(facility.id), "premium", "--until", until, "--json"], env)
    expect(set.code, set.stderr).toBe(0)
    expect(JSON.parse(set.stdout)).toMatchObject({ id: facility.id, status: "premium", premium_until: until })

    const shown = await pociecha(["support", "facility", "show", String(facility.id)], env)
    expect(shown.code, shown.stderr).toBe(0)
    expect(shown.stdout.split("\n")[1]).toBe(`status: premium (premium until ${until})`)
    const read = await call("GET", `/api/v1/support/facilities/${facility.id}`, { token: (await world.demo("support")).jwt })
    expect(read.body).toMatchObject({ status: "premium", premium_until: until })

    const past = await pociecha(["support", "facility", "set-status", String(facility.id), "premium", "--until", "2020-01-01"], env)
    expect(past.code).toBe(2)
    expect(past.stderr).toContain("PREMIUM_UNTIL_PAST")

    const back = await pociecha(["support", "facility", "set-status", String(facility.id), "registered", "--json"], env)
    expect(back.code, back.stderr).toBe(0)
    expect(JSON.parse(back.stdout)).toMatchObject({ status: "registered", premium_until: null })
  })

  it("sets a package limit's value: the limits everyone reads change, the others keep theirs", async () => {
    const before = (await call("GET", "/api/v1/user-limit")).body as ReadonlyArray<{ id: number; type: string; value_free: number; value_registered: number; value_premium: number }>
    const limit = before.find((candidate) => candidate.type === "limit")!
    const registered = limit.value_registered + 7

    const set = await pociecha(["support", "limits", "set", String(limit.id), "--registered", String(registered)], credentialsOf(support))
    expect(set.code, set.stderr).toBe(0)
    expect(set.stdout.split("\n")[0]).toMatch(/^ID\s+KEY\s+TYPE\s+FREE\s+REGISTERED\s+PREMIUM$/)

    const after = (await call("GET", "/api/v1/user-limit")).body as typeof before
    expect(after.find((candidate) => candidate.id === limit.id)).toEqual({ ...limit, value_registered: registered })

    const unknown = await pociecha(["support", "limits", "set", "999999", "--free", "1"], credentialsOf(support))
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("ERROR_NOT_FOUND")
  })

  it("refuses a parent the facility and limit commands with exit 1, changing nothing", async () => {
    const facility = await world.quietFacility()
    const [limit] = (await call("GET", "/api/v1/user-limit")).body as ReadonlyArray<{ id: number; value_free: number }>
    const env = credentialsOf(parent)
    const runs = [
      ["support", "facility", "show", String(facility.id)],
      ["support", "facility", "set-status", String(facility.id), "registered"],
      ["support", "limits", "set", String(limit!.id), "--free", String(limit!.value_free + 1)]
    ]
    for (const args of runs) {
      const refused = await pociecha(args, env)
      expect(refused, args.join(" ")).toMatchObject({ code: 1, stdout: "" })
      expect(refused.stderr).toBe("pociecha: ERROR_INSUFFICIENT_PERMISSIONS: You do not have permission to perform this operation.\n")
    }
    expect((await call("GET", "/api/v1/user-limit")).body).toContainEqual(limit)
  })

  it("refuses a parent with exit 1 and the catalogue's message, and a wrong password with exit 3", async () => {
    // (The claims list answers anyone their own claims; the moderation queue is support's alone.)
    const refused = await pociecha(["support", "opinions", "next"], credentialsOf(parent))
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe("")
    expect(refused.stderr).toBe("pociecha: ERROR_INSUFFICIENT_PERMISSIONS: You do not have permission to perform this operation.\n")

    const wrong = await pociecha(["login"], { POCIECHA_EMAIL: support.email, POCIECHA_PASSWORD: "not-the-password" })
    expect(wrong, wrong.stdout).toMatchObject({ code: 3 })
    expect(wrong.stderr).toContain("ERROR_BAD_PASSWORD")
  })
})
