import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

interface QueueItem {
  readonly kind: "opinion" | "answer"
  readonly id: number
  readonly queued_at: number
  readonly author: { name: string; surname: string } | null
  readonly author_email: string | null
  readonly answer: string | null
}

/** The desk's waiting items about one facility, oldest first. */
const queue = async (facilityId: number): Promise<ReadonlyArray<QueueItem>> => {
  const response = await call("GET", `/api/v1/support/opinions?facility=${facilityId}`, { token: support.jwt })
  expect(response.status).toBe(200)
  return response.body.items
}

describe("the moderation queue", () => {
  it("holds pending opinions and pending answers, oldest first", async () => {
    const { facility, owner } = await world.ownedFacility()
    const firstAuthor = await world.newParent()
    const first = await world.written(firstAuthor, facility.id, { name: "Ola", surname: "Pierwsza" })
    const answered = await world.published(support, facility.id)
    expect((await world.answer(owner, answered.id, "Dziękujemy za opinię.")).status).toBe(200)
    const last = await world.written(await world.newParent(), facility.id)

    const items = await queue(facility.id)
    const queuedAt = items.map((item) => item.queued_at)
    expect(queuedAt).toEqual([...queuedAt].sort((a, b) => a - b))
    const ours = items.filter((item) => [first, answered.id, last].includes(item.id))
    expect(ours.map((item) => [item.kind, item.id])).toEqual([["opinion", first], ["answer", answered.id], ["opinion", last]])
    expect(ours[0]).toMatchObject({ author: { name: "Ola", surname: "Pierwsza" }, author_email: firstAuthor.email, answer: null })
    expect(ours[1]).toMatchObject({ answer: "Dziękujemy za opinię." })

    // Decided, they leave the queue.
    await world.decided(support, first, "accept")
    await world.decided(support, answered.id, "answer/reject", { reason: "Odpowiedź nie na temat." })
    expect((await queue(facility.id)).map((item) => item.id)).toEqual([last])
  })

  it("shows a deleted author as null, with no e-mail", async () => {
    const facility = await world.quietFacility()
    const author = await world.newParent()
    const id = await world.written(author, facility.id)
    expect((await call("DELETE", `/api/v1/account/account/${author.id}`, { token: author.jwt })).status).toBe(204)
    expect((await queue(facility.id)).find((item) => item.id === id)).toMatchObject({ author: null, author_email: null })
    // Accepting it mails no one (there is no one), and it is published with no author.
    await world.decided(support, id, "accept")
    expect((await world.profilePage(facility.id)).items).toEqual([expect.objectContaining({ id, author: null })])
  })

  it("is support's alone", async () => {
    const parent = await world.newParent()
    const refused = await call("GET", "/api/v1/support/opinions", { token: parent.jwt })
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
    const facility = await world.quietFacility()
    const id = await world.written(parent, facility.id)
    expect((await world.decide(parent, id, "accept")).status).toBe(403)
    expect((await call("GET", `/api/v1/opinion/mine`, { token: parent.jwt })).body[0].status).toBe("pending")
  })
})

describe("verdicts", () => {
  it("are 404 for an opinion or an answer that is not there", async () => {
    const missing = await world.decide(support, 2_000_000_000, "accept")
    expect(missing.status).toBe(404)
    expect(errorOf(missing).data.error.msg).toBe("ERROR_OPINION_NOT_FOUND")
    const { id } = await world.published(support, (await world.quietFacility()).id)
    const noAnswer = await world.decide(support, id, "answer/accept")
    expect(noAnswer.status).toBe(404)
    expect(errorOf(noAnswer).data.error.msg).toBe("ERROR_ANSWER_NOT_FOUND")
  })
})

describe("the reports desk", () => {
  it("lists open reports oldest first with what was reported; resolved, a report moves to the resolved list", async () => {
    const { facility, owner } = await world.ownedFacility()
    const { id } = await world.published(support, facility.id, { comment: "Ta opinia zostanie zgłoszona jako nieprawdziwa przez innego rodzica." })
    await world.answer(owner, id, "To nieprawda, zapraszamy do rozmowy.")
    await world.decided(support, id, "answer/accept")
    const reporter = await world.newParent()
    const reportOf = async (target: string, reason: string, content: string) => {
      const response = await call("POST", "/api/v1/report", { token: reporter.jwt, body: { target, reason, content } })
      expect(response.status).toBe(201)
      return response.body.id as number
    }
    const onOpinion = await reportOf(`opinion:${id}`, "false_information", "Autorka nie była w tej placówce.")
    const onAnswer = await reportOf(`answer:${id}`, "other", "Odpowiedź ujawnia dane dziecka.")

    const open = await call("GET", "/api/v1/support/reports", { token: support.jwt })
    expect(open.status).toBe(200)
    const ours = open.body.filter((item: { id: number }) => [onOpinion, onAnswer].includes(item.id))
    expect(ours).toEqual([
      expect.objectContaining({
        id: onOpinion, target: `opinion:${id}`, target_kind: "opinion", opinion_id: id, facility_id: facility.id,
        facility_name: facility.name, reported_text: "Ta opinia zostanie zgłoszona jako nieprawdziwa przez innego rodzica.",
        reason: "false_information", content: "Autorka nie była w tej placówce.", reporter_email: reporter.email,
        status: "open", resolved_at: null, resolution: null
      }),
      expect.objectContaining({ id: onAnswer, target_kind: "answer", reported_text: "To nieprawda, zapraszamy do rozmowy." })
    ])

    const resolve = await call("POST", `/api/v1/support/reports/${onOpinion}/resolve`, { token: support.jwt, body: { resolution: "Opinia zdjęta." } })
    expect(resolve.status).toBe(204)
    const stillOpen = (await call("GET", "/api/v1/support/reports?status=open", { token: support.jwt })).body
    expect(stillOpen.map((item: { id: number }) => item.id)).not.toContain(onOpinion)
    const resolved = (await call("GET", "/api/v1/support/reports?status=resolved", { token: support.jwt })).body
    expect(resolved.find((item: { id: number }) => item.id === onOpinion)).toMatchObject({
      status: "resolved", resolution: "Opinia zdjęta.", resolved_at: expect.any(Number)
    })
    const unknown = await call("POST", "/api/v1/support/reports/2000000000/resolve", { token: support.jwt, body: {} })
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).data.error.msg).toBe("ERROR_REPORT_NOT_FOUND")
  })
})
