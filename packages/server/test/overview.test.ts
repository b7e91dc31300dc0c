import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccounts } from "../src/db/seed/demoAccounts"
import { errorOf, request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
  request(server.baseUrl, method, path, options)

const owner = demoAccounts.find((account) => account.email.startsWith("dyrektor"))!

describe("overview and seen-by", () => {
  it("needs a signed-in user", async () => {
    const response = await call("GET", "/api/v1/overview")
    expect(response.status).toBe(401)
    expect(errorOf(response).data.error.type).toBe("error/missing-jwt")
    expect((await call("POST", "/api/v1/seen-by/mark", { body: [{ id: "opinion:1" }] })).status).toBe(401)
  })

  it("counts the owner's new opinions by facility, and marking them seen clears the count", async () => {
    const login = await call("POST", "/api/v1/account/login", { body: { email: owner.email, password: owner.password } })
    expect(login.status).toBe(200)
    const jwt = login.body.jwt as string
    const facilityId = String(login.body.facilities[0].id)
    expect(login.body.perms[facilityId]).toContain("facility-data/write")

    const before = await call("GET", "/api/v1/overview", { token: jwt })
    expect(before.body.opinions.new_opinions).toBeGreaterThan(0)
    expect(before.body.opinions.new_opinions_by_facility[facilityId]).toBe(before.body.opinions.new_opinions)

    const opinions = await server.query<{ id: number }>("select id from opinions where facility_id = $1", [Number(facilityId)])
    const mark = await call("POST", "/api/v1/seen-by/mark", { token: jwt, body: opinions.map(({ id }) => ({ id: `opinion:${id}` })) })
    expect(mark.status).toBe(204)
    const after = await call("GET", "/api/v1/overview", { token: jwt })
    expect(after.body.opinions.new_opinions).toBe(0)
    // Marking again changes nothing and fails nothing.
    expect((await call("POST", "/api/v1/seen-by/mark", { token: jwt, body: [{ id: `opinion:${opinions[0]!.id}` }] })).status).toBe(204)
  })

  it("refuses a seen-by body that is not a list of ids", async () => {
    const login = await call("POST", "/api/v1/account/login", { body: { email: owner.email, password: owner.password } })
    const response = await call("POST", "/api/v1/seen-by/mark", { token: login.body.jwt, body: { id: 1 } })
    expect(response.status).toBe(400)
  })

  it("refuses ids that name no kind of item, and stores nothing", async () => {
    const login = await call("POST", "/api/v1/account/login", { body: { email: owner.email, password: owner.password } })
    const before = await server.query<{ n: number }>("select count(*)::int as n from seen_marks")
    const response = await call("POST", "/api/v1/seen-by/mark", { token: login.body.jwt, body: [{ id: "opinion:1" }, { id: "whatever" }, { id: 7 }] })
    expect(response.status).toBe(400)
    expect(errorOf(response).data.error.schema).toMatchObject({ "1.id": ["SEEN_ITEM_INVALID"], "2.id": expect.any(Array) })
    const after = await server.query<{ n: number }>("select count(*)::int as n from seen_marks")
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it("stores only items that exist and concern the user, once each (finding 15)", async () => {
    const login = await call("POST", "/api/v1/account/login", { body: { email: owner.email, password: owner.password } })
    const jwt = login.body.jwt as string
    const ownerId = login.body.id as string
    const marks = () => server.query<{ item_id: string }>("select item_id from seen_marks where account_id = $1", [ownerId])
    const before = (await marks()).length
    // 500 opinions, answers and messages that do not exist, ids past int4 included.
    const ghosts = Array.from({ length: 500 }, (_, i) => ({ id: `${["opinion", "answer", "message"][i % 3]}:${9_000_000_000 + i}` }))
    expect((await call("POST", "/api/v1/seen-by/mark", { token: jwt, body: ghosts })).status).toBe(204)
    // An opinion about a facility the owner does not run exists, but is none of their business.
    const [elsewhere] = await server.query<{ id: number }>(
      "select o.id from opinions o where o.facility_id <> $1 limit 1", [login.body.facilities[0].id])
    expect((await call("POST", "/api/v1/seen-by/mark", { token: jwt, body: [{ id: `opinion:${elsewhere!.id}` }] })).status).toBe(204)
    expect((await marks()).length).toBe(before)
    // A list over 500 is refused whole.
    const tooMany = await call("POST", "/api/v1/seen-by/mark", { token: jwt, body: [...ghosts, { id: "opinion:1" }] })
    expect(tooMany.status).toBe(400)
  })
})
