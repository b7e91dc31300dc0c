import type { Tag } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

const unique = () => crypto.randomUUID().slice(0, 8)
const tagBody = (overrides: Record<string, unknown> = {}) => {
  const stem = unique()
  return {
    key: `sala_${stem}`,
    type: "features",
    display: `FEATURE_SALA_${stem.toUpperCase()}`,
    param: `sala-${stem}`,
    icon: "meeting_room",
    names: { pl: "Sala sensoryczna", ua: "Сенсорна кімната", en: "Sensory room" },
    ...overrides
  }
}
const allTags = async (): Promise<ReadonlyArray<Tag>> => (await call("GET", "/api/v1/tag")).body
const created = async (overrides: Record<string, unknown> = {}): Promise<Tag> => {
  const response = await call("POST", "/api/v1/tag", { token: support.jwt, body: tagBody(overrides) })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
const lastAudit = async () => (await call("GET", `/api/v1/support/audit?account=${support.id}`, { token: support.jwt })).body.items[0]

describe("support creates a tag", () => {
  it("that everyone's tag list then holds, with its labels in each language", async () => {
    const tag = await created()
    expect(tag).toMatchObject({ type: "features", icon: "meeting_room", names: { pl: "Sala sensoryczna", ua: "Сенсорна кімната", en: "Sensory room" } })
    expect(tag.created_at_display).toMatch(/^\d\d\.\d\d\.\d{4} - \d\d:\d\d$/)
    expect(await allTags()).toContainEqual(tag)
    expect(await lastAudit()).toMatchObject({ action: "tag.create", after: { id: tag.id, key: tag.key } })
  })

  it("whose slug is free within its type, and whose fields are checked", async () => {
    const tag = await created()
    const taken = await call("POST", "/api/v1/tag", { token: support.jwt, body: tagBody({ param: tag.param }) })
    expect(taken.status).toBe(400)
    expect(errorOf(taken).data.error.schema).toEqual({ param: ["TAG_PARAM_TAKEN"] })
    // Another type may use the slug.
    await created({ type: "utils", param: tag.param })
    const bad = await call("POST", "/api/v1/tag", {
      token: support.jwt,
      body: tagBody({ type: "colour", param: "Zła Ścieżka", icon: "rocket", names: { pl: "", ua: "x", en: "x" } })
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(errorOf(bad).data.error.schema ?? {}).sort()).toEqual(["icon", "names.pl", "param", "type"])
  })
})

describe("support edits a tag", () => {
  it("changing only the fields sent, audited before and after", async () => {
    const tag = await created()
    const changed = await call("PATCH", `/api/v1/tag/${tag.id}`, { token: support.jwt, body: { icon: "pets", names: { pl: "Dogoterapia", ua: "Каністерапія", en: "Dog therapy" } } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({ id: tag.id, key: tag.key, param: tag.param, icon: "pets", names: { en: "Dog therapy" } })
    expect(await lastAudit()).toMatchObject({ action: "tag.update", before: { icon: "meeting_room" }, after: { icon: "pets" } })
  })

  it("answers 404 for an unknown tag and 400 for a slug another tag has", async () => {
    const [one, two] = [await created(), await created()]
    expect((await call("PATCH", `/api/v1/tag/${crypto.randomUUID()}`, { token: support.jwt, body: { icon: null } })).status).toBe(404)
    const clash = await call("PATCH", `/api/v1/tag/${two.id}`, { token: support.jwt, body: { param: one.param } })
    expect(errorOf(clash).data.error.schema).toEqual({ param: ["TAG_PARAM_TAKEN"] })
  })
})

describe("support deletes a tag", () => {
  const useOn = async (tag: Tag, facilityId: number) =>
    server.query(`update facilities set features = array_append(features, $2::uuid) where id = $1`, [facilityId, tag.id])
  const remove = (tag: Tag, query = "", person: Person = support) => call("DELETE", `/api/v1/tag/${tag.id}${query}`, { token: person.jwt })

  it("one nobody uses, at once", async () => {
    const tag = await created()
    expect((await remove(tag)).status).toBe(204)
    expect((await allTags()).map(({ id }) => id)).not.toContain(tag.id)
    expect(await lastAudit()).toMatchObject({ action: "tag.delete", before: { id: tag.id } })
  })

  it("one in use only when forced: first it answers where it is used", async () => {
    const tag = await created()
    const facility = await world.quietFacility()
    await useOn(tag, facility.id)
    const refused = await remove(tag)
    expect(refused.status).toBe(409)
    expect(errorOf(refused).data.error).toMatchObject({ msg: "ERROR_TAG_IN_USE", schema: { facilities: ["1"], publications: ["0"] } })
    expect((await allTags()).map(({ id }) => id)).toContain(tag.id)

    expect((await remove(tag, "?force=true")).status).toBe(204)
    const [row] = await server.query<{ features: ReadonlyArray<string> }>("select features::text[] as features from facilities where id = $1", [facility.id])
    expect(row!.features).not.toContain(tag.id)
    expect(await lastAudit()).toMatchObject({ action: "tag.delete", after: { detached: { facilities: 1, publications: 0 } } })
  })

  it("a tag in use keeps its type", async () => {
    const tag = await created()
    await useOn(tag, (await world.quietFacility()).id)
    const refused = await call("PATCH", `/api/v1/tag/${tag.id}`, { token: support.jwt, body: { type: "utils" } })
    expect(refused.status).toBe(409)
  })

  it("is support's alone", async () => {
    const tag = await created()
    const parent = await world.newParent()
    expect((await remove(tag, "", parent)).status).toBe(403)
    expect((await call("POST", "/api/v1/tag", { token: parent.jwt, body: tagBody() })).status).toBe(403)
  })
})
