import { describe, expect, it } from "vitest"
import { opinionWorld } from "./support/opinions"
import { serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 20 }))
const world = opinionWorld(() => server)
const { call } = world

const publicIds = async (count: number) =>
  (await server.query<{ id: number }>(`select id from facilities where active and shadow_status is null order by id limit ${count}`)).map((row) => row.id)

const listed = async (jwt: string) => {
  const response = await call("GET", "/api/v1/favourites", { token: jwt })
  expect(response.status).toBe(200)
  return (response.body as Array<{ id: number; name: string }>).map((facility) => facility.id)
}

describe("favourites (issue 20)", () => {
  it("are kept per account, newest first, a heart given twice once, and taken off", async () => {
    const parent = await world.newParent()
    const [a, b, c] = await publicIds(3)
    for (const id of [a, b, c, a]) expect((await call("PUT", `/api/v1/favourites/${id}`, { token: parent.jwt })).status).toBe(204)
    // `a` given again keeps its place: its first heart is older than b's and c's.
    expect(await listed(parent.jwt)).toEqual([c, b, a])
    expect((await call("DELETE", `/api/v1/favourites/${b}`, { token: parent.jwt })).status).toBe(204)
    expect((await call("DELETE", `/api/v1/favourites/${b}`, { token: parent.jwt })).status).toBe(204)
    expect(await listed(parent.jwt)).toEqual([c, a])
  })

  it("are nobody else's: another parent's list is their own", async () => {
    const [first, second] = [await world.newParent(), await world.newParent()]
    const [a] = await publicIds(1)
    await call("PUT", `/api/v1/favourites/${a}`, { token: first.jwt })
    expect(await listed(second.jwt)).toEqual([])
  })

  it("answer 404 in the catalogue's shape for an unknown or hidden facility, and 400 for an id that is no id, changing nothing", async () => {
    const parent = await world.newParent()
    const unknown = await call("PUT", "/api/v1/favourites/999999", { token: parent.jwt })
    expect(unknown.status).toBe(404)
    expect(unknown.body.data.error.msg).toBe("ERROR_NOT_FOUND")
    const [hidden] = await server.query<{ id: number }>("update facilities set active = false where id = (select max(id) from facilities) returning id")
    expect((await call("PUT", `/api/v1/favourites/${hidden!.id}`, { token: parent.jwt })).status).toBe(404)
    expect((await call("PUT", "/api/v1/favourites/abc", { token: parent.jwt })).status).toBe(400)
    expect(await listed(parent.jwt)).toEqual([])
  })

  it("leave a facility that stops being public out of the list, and are in the account's export", async () => {
    const parent = await world.newParent()
    const [a, b] = await publicIds(2)
    await call("PUT", `/api/v1/favourites/${a}`, { token: parent.jwt })
    await call("PUT", `/api/v1/favourites/${b}`, { token: parent.jwt })
    const exported = await call("GET", `/api/v1/account/account/${parent.id}/export`, { token: parent.jwt })
    expect(exported.body.favourites.map((row: { facility: { id: number } }) => row.facility.id)).toEqual([b, a])
    await server.query(`update facilities set active = false where id = ${b}`)
    expect(await listed(parent.jwt)).toEqual([a])
    await server.query(`update facilities set active = true where id = ${b}`)
  })

  it("refuse a guest (401)", async () => {
    expect((await call("GET", "/api/v1/favourites")).status).toBe(401)
    expect((await call("PUT", "/api/v1/favourites/1")).status).toBe(401)
  })
})
