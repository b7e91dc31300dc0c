import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { mailingTo, startSmtpInbox } from "./support/smtpInbox"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"
import { until } from "./support/until"

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
// The notices go out through a real SMTP server, polled quickly so the test waits briefly.
const server = serverForTests(() => ({ facilities: 600, config: { ...manySignups, ...mailingTo(inbox) } }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const staffed = staffedFacilities(() => server, world)
const { call } = world

/** The message of this subject the SMTP server received for the address, once it has arrived. */
const delivered = (email: string, subject: string) =>
  until(`"${subject}" to ${email}`, async () => inbox.to(email).map(({ mail }) => mail).find((mail) => mail.subject === subject))

const received = async (owner: Person, facilityId: number) => {
  const response = await call("GET", `/api/facility/list/${facilityId}/opinions/received`, { token: owner.jwt })
  expect(response.status).toBe(200)
  return response.body.items
}

describe("the facility's answer to an opinion", () => {
  it("goes to moderation; published, it shows under the opinion and its author hears of it; a new one waits again", async () => {
    const { facility, owner } = await world.ownedFacility()
    const { id, author } = await world.published(support, facility.id)

    const answered = await world.answer(owner, id, "Dziękujemy za miłe słowa!")
    expect(answered.status).toBe(200)
    expect(answered.body).toMatchObject({ id, answer: { content: "Dziękujemy za miłe słowa!", status: "pending", decided_at: null } })
    expect((await world.profilePage(facility.id)).items[0].answer).toBeNull()
    const queue = (await call("GET", `/api/v1/support/opinions?facility=${facility.id}`, { token: support.jwt })).body
    expect(queue.items).toContainEqual(expect.objectContaining({ kind: "answer", id, answer: "Dziękujemy za miłe słowa!" }))

    await world.decided(support, id, "answer/accept")
    expect((await world.profilePage(facility.id)).items[0].answer).toEqual({
      id, content: "Dziękujemy za miłe słowa!", created_at: expect.any(Number)
    })
    const toAuthor = await delivered(author.email, "Placówka odpowiedziała na Twoją opinię")
    expect(toAuthor.text).toContain(facility.name)
    await delivered(owner.email, "Odpowiedź na opinię została opublikowana")
    const [mine] = (await call("GET", "/api/v1/opinion/mine", { token: author.jwt })).body
    expect(mine.answer).toMatchObject({ id, content: "Dziękujemy za miłe słowa!" })
    // The author's overview counts the new answer until they open it.
    const overview = () => call("GET", "/api/v1/overview", { token: author.jwt })
    expect((await overview()).body.opinions.new_answers).toBe(1)
    expect((await call("POST", "/api/v1/seen-by/mark", { token: author.jwt, body: [{ id: `answer:${id}` }] })).status).toBe(204)
    expect((await overview()).body.opinions.new_answers).toBe(0)

    // Replacing a published answer takes it down until moderation decides again; rejected, the writer gets the reason.
    expect((await world.answer(owner, id, "Zapraszamy na dzień otwarty, www.example.pl")).body.answer.status).toBe("pending")
    expect((await world.profilePage(facility.id)).items[0].answer).toBeNull()
    await world.decided(support, id, "answer/reject", { reason: "Odpowiedź zawiera reklamę." })
    const rejection = await delivered(owner.email, "Odpowiedź na opinię nie została opublikowana")
    expect(rejection.text).toContain("Odpowiedź zawiera reklamę.")
    expect((await received(owner, facility.id))[0].answer).toMatchObject({ status: "rejected", reject_reason: "Odpowiedź zawiera reklamę." })
    // Published again, the answer is news again.
    await world.answer(owner, id, "Dziękujemy, zapraszamy ponownie.")
    await world.decided(support, id, "answer/accept")
    expect((await overview()).body.opinions.new_answers).toBe(1)
  })

  it("is for those who run the facility, and only to a published opinion", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const { id, author } = await world.published(support, facility.id)
    const other = await staffed.ownedFacility()
    const outsiders = [author, await world.newParent(), await staffed.parent(facility.id), await staffed.teacher(facility.id, true), other.owner]
    for (const person of outsiders) expect((await world.answer(person, id, "Odpowiedź")).status).toBe(403)
    expect((await call("POST", `/api/v1/opinion/${id}/answer`, { body: { content: "Odpowiedź" } })).status).toBe(401)
    expect((await received(owner, facility.id))[0].answer).toBeNull()

    const pending = await world.written(await world.newParent(), facility.id)
    const early = await world.answer(owner, pending, "Odpowiedź")
    expect(early.status).toBe(404)
    expect(errorOf(early).data.error.msg).toBe("ERROR_OPINION_NOT_FOUND")
    expect(errorOf(await world.answer(owner, 2_000_000_000, "Odpowiedź")).data.error.msg).toBe("ERROR_OPINION_NOT_FOUND")
  })

  it("refuses an empty or overlong answer under `content`, and a rejection without a reason, changing nothing", async () => {
    const { facility, owner } = await world.ownedFacility()
    const { id } = await world.published(support, facility.id)
    for (const content of ["", "   \n ", "x".repeat(5001)]) {
      const refused = await world.answer(owner, id, content)
      expect(refused.status).toBe(400)
      expect(errorOf(refused).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { content: [expect.any(String)] } })
    }
    expect((await received(owner, facility.id))[0].answer).toBeNull()

    await world.answer(owner, id, "Dziękujemy za opinię.")
    const noReason = await world.decide(support, id, "answer/reject", { reason: "" })
    expect(noReason.status).toBe(400)
    expect(errorOf(noReason).data.error.schema).toHaveProperty("reason")
    expect((await received(owner, facility.id))[0].answer).toMatchObject({ status: "pending" })
    // Only support decides on an answer.
    expect((await world.decide(owner, id, "answer/accept")).status).toBe(403)
    expect((await world.profilePage(facility.id)).items[0].answer).toBeNull()
  })
})
