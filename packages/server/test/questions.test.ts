import { describe, expect, it } from "vitest"
import { demoFacility } from "../src/db/seed/demoAccounts"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

/** Questions one parent may write an hour in this file: enough for every flow, few enough to reach. */
const MESSAGES_PER_USER = 6

const server = serverForTests(() => ({
  facilities: 600,
  config: { abuseLimits: { ...manySignups.abuseLimits!, messagesPerUser: { points: MESSAGES_PER_USER, seconds: 3600 } } }
}))
const world = opinionWorld(() => server)
const { call, mailTo } = world

const question = { topic: "recruitment", content: "Czy są jeszcze wolne miejsca od września dla trzylatka?" }

const ask = (person: Person, facilityId: number, body: Record<string, unknown> = question) =>
  call("POST", "/api/v1/user-question", { token: person.jwt, body: { facility_id: facilityId, ...body } })

const write = (person: Person, threadId: number, content: string) =>
  call("POST", `/api/v1/user-question/${threadId}/message`, { token: person.jwt, body: { content } })

const overviewOf = async (person: Person) => {
  const response = await call("GET", "/api/v1/overview", { token: person.jwt })
  expect(response.status).toBe(200)
  return response.body.user_questions as { new_messages: number; new_messages_by_facility: Record<string, number> }
}

const setLanguage = async (person: Person, language: "pl" | "ua" | "en") =>
  expect((await call("PATCH", `/api/v1/account/account/${person.id}`, { token: person.jwt, body: { language } })).status).toBe(200)

/** Subjects mailed to an address, newest first. */
const subjectsTo = async (email: string) => (await mailTo(email)).map((mail) => mail.subject)

describe("a question thread between a parent and a facility", () => {
  it("opens with the parent's question, reaches the owner, and carries the answers both ways", async () => {
    const parent = await world.newParent()
    const owner = await world.demo("owner")
    const [facility] = await server.query<{ id: number; name: string }>("select id, name from facilities where slug = $1", [demoFacility.slug])

    const asked = await ask(parent, facility!.id)
    expect(asked.status).toBe(201)
    const thread = asked.body
    expect(thread).toMatchObject({ facility_id: facility!.id, facility_name: facility!.name, topic: "recruitment", asked_by: "Joanna Zielińska" })
    expect(thread.messages).toEqual([
      expect.objectContaining({ content: question.content, from_facility: false, author_name: "Joanna Zielińska" })
    ])

    // The owner sees it among the facility's threads, as new.
    const ownersBefore = await overviewOf(owner)
    const received = await call("GET", `/api/v1/user-question?facility_id=${facility!.id}`, { token: owner.jwt })
    expect(received.status).toBe(200)
    expect(received.body[0]).toMatchObject({ id: thread.id, last_message: question.content, unseen: 1 })
    expect(ownersBefore.new_messages_by_facility[String(facility!.id)]).toBeGreaterThanOrEqual(1)

    // Reading the thread is seeing it; the answer goes to the parent.
    expect((await call("GET", `/api/v1/user-question/${thread.id}`, { token: owner.jwt })).status).toBe(200)
    expect((await overviewOf(owner)).new_messages).toBe(ownersBefore.new_messages - 1)
    const answer = await write(owner, thread.id, "Tak, mamy dwa wolne miejsca. Zapraszamy na dzień otwarty w sobotę.")
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ from_facility: true, author_name: facility!.name })

    expect(await overviewOf(parent)).toEqual({ new_messages: 1, new_messages_by_facility: { [String(facility!.id)]: 1 } })
    const mine = await call("GET", "/api/v1/user-question", { token: parent.jwt })
    expect(mine.body).toEqual([expect.objectContaining({ id: thread.id, unseen: 1, last_message: answer.body.content })])
    const read = await call("GET", `/api/v1/user-question/${thread.id}`, { token: parent.jwt })
    expect(read.body.messages.map((m: { from_facility: boolean }) => m.from_facility)).toEqual([false, true])
    expect(await overviewOf(parent)).toEqual({ new_messages: 0, new_messages_by_facility: {} })
    expect((await call("GET", "/api/v1/user-question", { token: parent.jwt })).body[0].unseen).toBe(0)

    // The parent writes again: the thread moves up the owner's list with one new message.
    expect((await write(parent, thread.id, "Dziękuję, przyjdziemy w sobotę.")).status).toBe(201)
    const again = await call("GET", `/api/v1/user-question?facility_id=${facility!.id}`, { token: owner.jwt })
    expect(again.body[0]).toMatchObject({ id: thread.id, last_message: "Dziękuję, przyjdziemy w sobotę.", unseen: 1 })
    expect((await overviewOf(owner)).new_messages).toBe(ownersBefore.new_messages)
    // The parent does not run the facility: its threads are not theirs to list.
    expect((await call("GET", `/api/v1/user-question?facility_id=${facility!.id}`, { token: parent.jwt })).status).toBe(403)
  })

  it("is closed to anyone but the parent who asked and those who run the facility", async () => {
    const { facility, owner } = await world.ownedFacility()
    const parent = await world.newParent()
    const stranger = await world.newParent()
    const teacher = await world.newParent()
    await world.makeMember(teacher, facility.id, "teacher")
    const threadId = (await ask(parent, facility.id)).body.id as number

    for (const outsider of [stranger, teacher]) {
      const reading = await call("GET", `/api/v1/user-question/${threadId}`, { token: outsider.jwt })
      expect(reading.status).toBe(403)
      expect(errorOf(reading).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
      expect((await write(outsider, threadId, "Ja też chcę wiedzieć.")).status).toBe(403)
    }
    expect((await call("GET", `/api/v1/user-question/${threadId}`)).status).toBe(401)
    expect((await call("GET", `/api/v1/user-question/${threadId}`, { token: owner.jwt })).status).toBe(200)
    const missing = await call("GET", "/api/v1/user-question/2147483647", { token: parent.jwt })
    expect(errorOf(missing).data.error.msg).toBe("ERROR_USER_QUESTION_NOT_FOUND")
    expect((await ask(parent, 2_147_483_647)).status).toBe(404)
    // Nobody but the parent and the owner wrote in it.
    const [count] = await server.query<{ n: number }>("select count(*)::int as n from question_messages where question_id = $1", [threadId])
    expect(count!.n).toBe(1)
  })

  it("lets a free facility write 10 messages a month, then answers ERROR_ACTION_LIMIT_MET", async () => {
    const { facility, owner } = await world.ownedFacility()
    await server.query("update facilities set status = 'unknown' where id = $1", [facility.id])
    const parent = await world.newParent()
    const threadId = (await ask(parent, facility.id)).body.id as number
    for (let n = 1; n <= 10; n++) expect((await write(owner, threadId, `Odpowiedź numer ${n}.`)).status).toBe(201)

    const eleventh = await write(owner, threadId, "Odpowiedź numer 11.")
    // A package limit is no flood: 403 with the catalogue's key, never 429 "Too many requests".
    expect(eleventh.status).toBe(403)
    expect(errorOf(eleventh).data.error.msg).toBe("ERROR_ACTION_LIMIT_MET")
    const [count] = await server.query<{ n: number }>(
      "select count(*)::int as n from question_messages where question_id = $1 and from_facility", [threadId])
    expect(count!.n).toBe(10)
    // The parent's side is not the facility's package: they still write.
    expect((await write(parent, threadId, "Rozumiem, dziękuję.")).status).toBe(201)
    // A verified facility is on the basic package too (management 9); a premium one writes on.
    await server.query("update facilities set status = 'registered' where id = $1", [facility.id])
    expect((await write(owner, threadId, "Odpowiedź numer 11.")).status).toBe(403)
    await server.query("update facilities set status = 'premium' where id = $1", [facility.id])
    expect((await write(owner, threadId, "Odpowiedź numer 11.")).status).toBe(201)
  })

  it("mails the other side in its language, as the notification switches allow", async () => {
    const { facility, owner } = await world.ownedFacility()
    await setLanguage(owner, "en")
    const parent = await world.newParent()
    await setLanguage(parent, "ua")

    const threadId = (await ask(parent, facility.id)).body.id as number
    const [toOwner] = await mailTo(owner.email)
    expect(toOwner!.subject).toBe(`A new question for "${facility.name}"`)
    expect(toOwner!.text).toContain(question.content)
    expect(toOwner!.text).toContain("topic: admissions")
    expect(toOwner!.text).toContain(`/user_facility/${facility.id}/question/${threadId}`)

    expect((await write(owner, threadId, "Zapraszamy w poniedziałek.")).status).toBe(201)
    const [toParent] = await mailTo(parent.email)
    expect(toParent!.subject).toBe(`Відповідь від закладу «${facility.name}»`)
    expect(toParent!.text).toContain("Zapraszamy w poniedziałek.")
    expect(toParent!.text).toContain(`/user/question/${threadId}`)

    // The parent writes again: the owner hears of it.
    expect((await write(parent, threadId, "Dobrze, będziemy.")).status).toBe(201)
    expect((await subjectsTo(owner.email))[0]).toBe(`A new message from a parent — "${facility.name}"`)

    // The facility's switch off: its runners hear nothing; the account's switch off: nor does the parent.
    await server.query("update facilities set notify_new_questions = false where id = $1", [facility.id])
    const ownerMails = (await subjectsTo(owner.email)).length
    expect((await write(parent, threadId, "Czy mogę przyjść z mężem?")).status).toBe(201)
    expect((await subjectsTo(owner.email)).length).toBe(ownerMails)
    await server.query("update facilities set notify_new_questions = true where id = $1", [facility.id])
    expect((await call("PATCH", `/api/v1/account/account/${owner.id}`, { token: owner.jwt, body: { notify_new_questions: false } })).status).toBe(200)
    expect((await write(parent, threadId, "I czy trzeba coś przynieść?")).status).toBe(201)
    expect((await subjectsTo(owner.email)).length).toBe(ownerMails)

    expect((await call("PATCH", `/api/v1/account/account/${parent.id}`, { token: parent.jwt, body: { notify_new_questions: false } })).status).toBe(200)
    const parentMails = (await subjectsTo(parent.email)).length
    expect((await write(owner, threadId, "Nic nie trzeba.")).status).toBe(201)
    expect((await subjectsTo(parent.email)).length).toBe(parentMails)
  })

  it("stops a parent who writes too much in an hour (ERROR_TOO_MANY_REQUESTS with Retry-After)", async () => {
    const parent = await world.newParent()
    const { facility } = await world.ownedFacility()
    for (let n = 1; n <= MESSAGES_PER_USER; n++) expect((await ask(parent, facility.id)).status).toBe(201)
    const refused = await ask(parent, facility.id)
    expect(refused.status).toBe(429)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_TOO_MANY_REQUESTS")
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    const [threads] = await server.query<{ n: number }>("select count(*)::int as n from user_questions where account_id = $1", [parent.id])
    expect(threads!.n).toBe(MESSAGES_PER_USER)
  })

  it("refuses an unknown topic and an empty message", async () => {
    const parent = await world.newParent()
    const { facility } = await world.ownedFacility()
    const badTopic = await ask(parent, facility.id, { topic: "gossip", content: "Treść" })
    expect(badTopic.status).toBe(400)
    expect(Object.keys(errorOf(badTopic).data.error.schema ?? {})).toContain("topic")
    const empty = await ask(parent, facility.id, { topic: "fees", content: "   " })
    expect(errorOf(empty).data.error.schema).toMatchObject({ content: ["FIELD_REQUIRED"] })
  })
})
