import { DEFAULT_REPORTS_PER_DAY } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

const report = (person: Person | null, body: Record<string, unknown>) =>
  call("POST", "/api/v1/report", { ...(person === null ? {} : { token: person.jwt }), body: { reason: "spam", content: "", ...body } })

/** Published opinions of the seed, as many as asked for. */
const seededPublished = async (count: number) =>
  (await server.query<{ id: number }>("select id from opinions where status = 'accepted' order by id limit $1", [count])).map(({ id }) => id)

const reportsOf = (person: Person) =>
  server.query<{ target_kind: string; opinion_id: number; reason: string; content: string }>(
    "select target_kind, opinion_id, reason, content from reports where account_id = $1 order by id", [person.id])

describe("reporting", () => {
  it("takes a published opinion once per account: a second report of it is 409", async () => {
    const [opinion] = await seededPublished(1)
    const reporter = await world.newParent()
    const first = await report(reporter, { target: `opinion:${opinion}`, reason: "offensive", content: "Obraźliwe słowa o nauczycielce." })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ id: expect.any(Number) })
    const again = await report(reporter, { target: `opinion:${opinion}`, reason: "spam" })
    expect(again.status).toBe(409)
    expect(errorOf(again).data.error.msg).toBe("ERROR_CONFLICT")
    expect(await reportsOf(reporter)).toEqual([
      { target_kind: "opinion", opinion_id: opinion, reason: "offensive", content: "Obraźliwe słowa o nauczycielce." }
    ])
    // Someone else may report it too.
    expect((await report(await world.newParent(), { target: `opinion:${opinion}` })).status).toBe(201)
  })

  it("takes a facility's answer once it is published, as a thing of its own", async () => {
    const { facility, owner } = await world.ownedFacility()
    const { id } = await world.published(support, facility.id)
    const reporter = await world.newParent()
    expect((await report(reporter, { target: `answer:${id}` })).status).toBe(404)
    await world.answer(owner, id, "Autor opinii nigdy u nas nie był.")
    const pending = await report(reporter, { target: `answer:${id}` })
    expect(pending.status).toBe(404)
    expect(errorOf(pending).data.error.msg).toBe("ERROR_ANSWER_NOT_FOUND")
    await world.decided(support, id, "answer/accept")
    expect((await report(reporter, { target: `answer:${id}`, reason: "false_information" })).status).toBe(201)
    expect((await report(reporter, { target: `opinion:${id}` })).status).toBe(201)
    expect((await reportsOf(reporter)).map((row) => row.target_kind)).toEqual(["answer", "opinion"])
  })

  it("is 404 for what is not published or not there", async () => {
    const facility = await world.quietFacility()
    const pending = await world.written(await world.newParent(), facility.id)
    const reporter = await world.newParent()
    for (const target of [`opinion:${pending}`, "opinion:2000000000", "opinion:9999999999"]) {
      const response = await report(reporter, { target })
      expect(response.status, target).toBe(404)
      expect(errorOf(response).data.error.msg).toBe("ERROR_OPINION_NOT_FOUND")
    }
    expect(await reportsOf(reporter)).toEqual([])
  })

  it("needs what is wrong when the reason is 'other', and a target of the right shape", async () => {
    const [opinion] = await seededPublished(1)
    const reporter = await world.newParent()
    const bare = await report(reporter, { target: `opinion:${opinion}`, reason: "other", content: "   " })
    expect(bare.status).toBe(400)
    expect(errorOf(bare).data.error.schema).toMatchObject({ content: ["FIELD_REQUIRED"] })
    const shapeless = await report(reporter, { target: "facility:1" })
    expect(errorOf(shapeless).data.error.schema).toMatchObject({ target: ["REPORT_TARGET_INVALID"] })
    expect(await reportsOf(reporter)).toEqual([])
    const explained = await report(reporter, { target: `opinion:${opinion}`, reason: "other", content: "Opinia to kopia innej." })
    expect(explained.status).toBe(201)
  })

  it("needs a signed-in person", async () => {
    const [opinion] = await seededPublished(1)
    expect((await report(null, { target: `opinion:${opinion}` })).status).toBe(401)
  })
})

describe("the daily limit", () => {
  it(`takes ${DEFAULT_REPORTS_PER_DAY} reports a day; the next is 429 ERROR_REPORTS_LIMIT_EXCEEDED with Retry-After, and stored nowhere`, async () => {
    const opinions = await seededPublished(DEFAULT_REPORTS_PER_DAY + 1)
    const reporter = await world.newParent()
    for (const opinion of opinions.slice(0, DEFAULT_REPORTS_PER_DAY)) {
      expect((await report(reporter, { target: `opinion:${opinion}` })).status).toBe(201)
    }
    const over = await report(reporter, { target: `opinion:${opinions.at(-1)}` })
    expect(over.status).toBe(429)
    expect(errorOf(over).data.error).toMatchObject({ msg: "ERROR_REPORTS_LIMIT_EXCEEDED", type: "error/reports-limit-exceeded" })
    const retryAfter = Number(over.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThan(86_000)
    expect(retryAfter).toBeLessThanOrEqual(86_400)
    expect(await reportsOf(reporter)).toHaveLength(DEFAULT_REPORTS_PER_DAY)

    // The day is a moving 24 hours: once the first report is almost a day old, Retry-After says so,
    // and once it is older, one more report goes through.
    await server.query(
      "update reports set created_at = now() - interval '23 hours 59 minutes' where id = (select min(id) from reports where account_id = $1)",
      [reporter.id]
    )
    const soon = Number((await report(reporter, { target: `opinion:${opinions.at(-1)}` })).headers.get("retry-after"))
    expect(soon).toBeGreaterThan(0)
    expect(soon).toBeLessThanOrEqual(60)
    await server.query(
      "update reports set created_at = now() - interval '25 hours' where id = (select min(id) from reports where account_id = $1)",
      [reporter.id]
    )
    expect((await report(reporter, { target: `opinion:${opinions.at(-1)}` })).status).toBe(201)
  })

  it("is the user limit reports_per_day, and holds against reports sent all at once", async () => {
    const opinions = await seededPublished(8)
    const reporter = await world.newParent()
    await server.query("update user_limits set value_free = 3 where key = 'reports_per_day'")
    try {
      const answers = await Promise.all(opinions.map((opinion) => report(reporter, { target: `opinion:${opinion}` })))
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
      expect(await reportsOf(reporter)).toHaveLength(3)
    } finally {
      await server.query("update user_limits set value_free = $1 where key = 'reports_per_day'", [DEFAULT_REPORTS_PER_DAY])
    }
  })
})
