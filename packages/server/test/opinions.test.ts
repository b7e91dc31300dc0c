import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionBody, opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

const scoresOf = async (facilityId: number) => {
  const profile = await call("GET", `/api/facility/list/${facilityId}`)
  expect(profile.status).toBe(200)
  const { score_total, score_food, score_staff, score_cleanliness, opinions_count } = profile.body
  return { score_total, score_food, score_staff, score_cleanliness, opinions_count }
}

describe("an opinion's life", () => {
  it("is pending until support accepts it; then it is on the profile, counted in the scores, and its author and the facility are told", async () => {
    const { facility, owner } = await world.ownedFacility()
    const author = await world.newParent()
    expect((await call("PATCH", `/api/v1/account/account/${author.id}`, { token: author.jwt, body: { language: "ua" } })).status).toBe(200)

    const created = await world.write(author, facility.id)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(Number), status: "pending" })
    const id = created.body.id as number

    // Pending: not public, not counted, not yet news to the owner, but the author sees it with its timeline.
    const ownersNews = async () => (await call("GET", "/api/v1/overview", { token: owner.jwt })).body.opinions
    expect(await ownersNews()).toEqual({ new_answers: 0, new_opinions: 0, new_opinions_by_facility: {} })
    expect((await world.profilePage(facility.id)).items).toEqual([])
    expect(await scoresOf(facility.id)).toEqual({ score_total: null, score_food: null, score_staff: null, score_cleanliness: null, opinions_count: 0 })
    const mine = await call("GET", "/api/v1/opinion/mine", { token: author.jwt })
    expect(mine.body).toEqual([expect.objectContaining({
      id, facility_id: facility.id, facility_name: facility.name, status: "pending", decided_at: null, reject_reason: null,
      pros: "Ogród i zajęcia z rytmiki.", cons: "Mały parking.", name: "Ewa", surname: "Nowicka", answer: null
    })])

    await world.decided(support, id, "accept")

    const page = await world.profilePage(facility.slug!)
    expect(page).toMatchObject({ itemsTotal: 1, curPage: 1, pageTotal: 1, nextPage: null, prevPage: null })
    expect(page.items).toEqual([{
      id,
      facility_id: facility.id,
      rating_cleanliness: 5,
      rating_staff: 4,
      rating_food: 3,
      comment: "Syn chodzi tu od roku i bardzo lubi swoje panie. Dużo zajęć na świeżym powietrzu.",
      author: { name: "Ewa", surname: "Nowicka" },
      badge: "unverified",
      answer: null,
      created_at: expect.any(Number)
    }])
    expect(await scoresOf(facility.id)).toEqual({ score_total: 4, score_food: 3, score_staff: 4, score_cleanliness: 5, opinions_count: 1 })
    const [decidedMine] = (await call("GET", "/api/v1/opinion/mine", { token: author.jwt })).body
    expect(decidedMine).toMatchObject({ status: "accepted", decided_at: expect.any(Number) })

    // Mailed in the author's language; the owner (notifications on by default) hears of it too.
    const [toAuthor] = await world.mailTo(author.email)
    expect(toAuthor!.subject).toBe("Ваш відгук опубліковано")
    expect(toAuthor!.text).toContain(facility.name)
    expect(toAuthor!.text).toContain(`/placowka/${facility.slug}`)
    const [toOwner] = await world.mailTo(owner.email)
    expect(toOwner!.subject).toBe("Nowa opinia o Twojej placówce")
    expect(await ownersNews()).toEqual({ new_answers: 0, new_opinions: 1, new_opinions_by_facility: { [facility.id]: 1 } })

    // Accepting again (to recommend it) changes the badge but mails nobody again.
    const mailed = [(await world.mailTo(author.email)).length, (await world.mailTo(owner.email)).length]
    await world.decided(support, id, "accept", { recommended: true })
    expect((await world.profilePage(facility.id)).items[0].badge).toBe("trusted")
    expect([(await world.mailTo(author.email)).length, (await world.mailTo(owner.email)).length]).toEqual(mailed)
  })

  it("rejected, it stays off the profile and out of the scores; the author is mailed the reason", async () => {
    const facility = await world.quietFacility()
    const kept = await world.published(support, facility.id, { cleanliness: 2, staff: 2, food: 2 })
    const author = await world.newParent()
    const id = await world.written(author, facility.id, { cleanliness: 5, staff: 5, food: 5 })

    await world.decided(support, id, "reject", { reason: "Opinia dotyczy innej placówki." })

    expect((await world.profilePage(facility.id)).items.map((item: { id: number }) => item.id)).toEqual([kept.id])
    expect(await scoresOf(facility.id)).toMatchObject({ score_total: 2, opinions_count: 1 })
    const [mail] = await world.mailTo(author.email)
    expect(mail!.subject).toBe("Twoja opinia nie została opublikowana")
    expect(mail!.text).toContain("Opinia dotyczy innej placówki.")
    const [mine] = (await call("GET", "/api/v1/opinion/mine", { token: author.jwt })).body
    expect(mine).toMatchObject({ status: "rejected", reject_reason: "Opinia dotyczy innej placówki.", decided_at: expect.any(Number) })

    // Taken down after publication (e.g. after a report): the scores follow.
    await world.decided(support, kept.id, "reject", { reason: "Zgłoszona jako nieprawdziwa." })
    expect(await scoresOf(facility.id)).toMatchObject({ score_total: null, opinions_count: 0 })
    // A reason of a word or two is no reason.
    expect((await world.decide(support, id, "reject", { reason: "x" })).status).toBe(400)
  })

  it("is one per facility per account: a second one is 409 ERROR_OPINION_ALREADY_ADDED", async () => {
    const facility = await world.quietFacility()
    const author = await world.newParent()
    await world.written(author, facility.id)
    const again = await world.write(author, facility.id, { comment: "Jeszcze jedna opinia o tej samej placówce, tym razem dłuższa niż poprzednia." })
    expect(again.status).toBe(409)
    expect(errorOf(again).data.error.msg).toBe("ERROR_OPINION_ALREADY_ADDED")
    expect((await call("GET", "/api/v1/opinion/mine", { token: author.jwt })).body).toHaveLength(1)
  })

  it("is refused to the facility's own staff (403), and to a guest (401); a facility that is not there is 404", async () => {
    const { facility, owner } = await world.ownedFacility()
    const teacher = await world.newParent()
    await world.makeMember(teacher, facility.id, "teacher")
    const parentMember = await world.newParent()
    await world.makeMember(parentMember, facility.id, "parent")
    for (const staff of [owner, teacher]) {
      const response = await world.write(staff, facility.id)
      expect(response.status).toBe(403)
      expect(errorOf(response).data.error.type).toBe("error/forbidden")
    }
    // One of the facility's parents may: their opinion carries the 'verified' badge.
    const id = await world.written(parentMember, facility.id)
    await world.decided(support, id, "accept")
    expect((await world.profilePage(facility.id)).items[0]).toMatchObject({ id, badge: "verified" })

    expect((await call("POST", "/api/v1/opinion", { body: opinionBody(facility.id) })).status).toBe(401)
    const nowhere = await world.write(parentMember, 2_000_000_000)
    expect(nowhere.status).toBe(404)
    expect(errorOf(nowhere).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
  })

  it("refuses a short comment, a rating out of range and a name with a link, field by field, and stores nothing", async () => {
    const facility = await world.quietFacility()
    const author = await world.newParent()
    const response = await world.write(author, facility.id, { comment: "Za krótko.", food: 6, name: "www.example.pl" })
    expect(response.status).toBe(400)
    expect(errorOf(response).data.error.schema).toMatchObject({
      comment: ["OPINION_TOO_SHORT"], food: ["RATE_ALL_ASPECTS"], name: ["NAME_INVALID"]
    })
    expect(await server.query("select id from opinions where facility_id = $1", [facility.id])).toEqual([])
  })
})

describe("pros and cons", () => {
  it("never reach the profile, but the author and the facility read them", async () => {
    const { facility, owner } = await world.ownedFacility()
    const { id, author } = await world.published(support, facility.id)
    const [item] = (await world.profilePage(facility.id)).items
    expect(item.id).toBe(id)
    expect(item).not.toHaveProperty("pros")
    expect(item).not.toHaveProperty("cons")
    expect(JSON.stringify(await world.profilePage(facility.id))).not.toContain("Mały parking")
    const [mine] = (await call("GET", "/api/v1/opinion/mine", { token: author.jwt })).body
    expect(mine).toMatchObject({ pros: "Ogród i zajęcia z rytmiki.", cons: "Mały parking." })
    const received = await call("GET", `/api/facility/list/${facility.slug}/opinions/received`, { token: owner.jwt })
    expect(received.status).toBe(200)
    expect(received.body.items[0]).toMatchObject({ id, pros: "Ogród i zajęcia z rytmiki.", cons: "Mały parking." })
  })
})

describe("the facility's own list", () => {
  it("holds every opinion, pending and rejected too, newest first — for those who run it only", async () => {
    const { facility, owner } = await world.ownedFacility()
    const accepted = await world.published(support, facility.id)
    const rejected = await world.written(await world.newParent(), facility.id)
    await world.decided(support, rejected, "reject", { reason: "Treść narusza regulamin." })
    const pending = await world.written(await world.newParent(), facility.id)

    const received = await call("GET", `/api/facility/list/${facility.id}/opinions/received`, { token: owner.jwt })
    expect(received.body).toMatchObject({ itemsTotal: 3, curPage: 1 })
    expect(received.body.items.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([
      [pending, "pending"], [rejected, "rejected"], [accepted.id, "accepted"]
    ])
    expect(received.body.items[1]).toMatchObject({ reject_reason: "Treść narusza regulamin." })
    expect((await call("GET", `/api/facility/list/${facility.id}/opinions/received`, { token: support.jwt })).status).toBe(200)
    expect((await call("GET", `/api/facility/list/${facility.id}/opinions/received`, { token: accepted.author.jwt })).status).toBe(403)
  })
})

describe("one of the facility's own opinions", () => {
  const one = (facilityRef: number | string, opinionId: number | string, person?: Person) =>
    call("GET", `/api/facility/list/${facilityRef}/opinions/${opinionId}`, person === undefined ? {} : { token: person.jwt })

  it("reads as the list's item, wherever on the list it is — for those who run the facility only", async () => {
    const { facility, owner } = await world.ownedFacility()
    const author = await world.newParent()
    const id = await world.written(author, facility.id)
    // Ten newer opinions push it onto the list's second page: reading it must not depend on paging.
    await server.query(
      `insert into opinions (facility_id, rating_cleanliness, rating_staff, rating_food, comment, author_name, author_surname, status, created_at)
       select $1, 4, 4, 4, 'Nowsza opinia numer ' || n || ' — dość długa, by spełnić wymóg pięćdziesięciu znaków.', 'Jan', 'Kowal', 'pending',
         now() + n * interval '1 minute'
       from generate_series(1, 10) n`,
      [facility.id]
    )
    const secondPage = await call("GET", `/api/facility/list/${facility.id}/opinions/received?page=2`, { token: owner.jwt })
    expect(secondPage.body.items.map((item: { id: number }) => item.id)).toEqual([id])

    const response = await one(facility.slug!, id, owner)
    expect(response.status).toBe(200)
    expect(response.body).toEqual(secondPage.body.items[0])
    expect(response.body).toMatchObject({ id, facility_id: facility.id, status: "pending", pros: "Ogród i zajęcia z rytmiki.", cons: "Mały parking." })
    expect((await one(facility.id, id, support)).status).toBe(200)

    expect((await one(facility.id, id)).status).toBe(401)
    expect((await one(facility.id, id, author)).status).toBe(403)
    const elsewhere = await world.ownedFacility()
    const stranger = await one(facility.id, id, elsewhere.owner)
    expect(stranger.status).toBe(403)
    expect(errorOf(stranger).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
  })

  it("is 404 for another facility's opinion and for an id nobody has; a facility that is not there is 404 too", async () => {
    const { facility, owner } = await world.ownedFacility()
    const other = await world.quietFacility()
    const othersOpinion = await world.written(await world.newParent(), other.id)
    for (const opinionId of [othersOpinion, 2_000_000_000]) {
      const response = await one(facility.id, opinionId, owner)
      expect(response.status).toBe(404)
      expect(errorOf(response)).toMatchObject({ statusCode: 404, data: { error: { type: "error/opinion-not-found", msg: "ERROR_OPINION_NOT_FOUND" } } })
    }
    // Not even support reads another facility's opinion through this one.
    expect((await one(facility.id, othersOpinion, support)).status).toBe(404)
    expect((await one(other.id, othersOpinion, support)).status).toBe(200)
    expect((await one(facility.id, "abc", owner)).status).toBe(400)
    const nowhere = await one(2_000_000_000, othersOpinion, owner)
    expect(nowhere.status).toBe(404)
    expect(errorOf(nowhere).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
  })
})

describe("a deleted author", () => {
  it("leaves the opinion on the profile as 'Konto usunięte' (author null), still counted", async () => {
    const facility = await world.quietFacility()
    const { id, author } = await world.published(support, facility.id)
    expect((await call("DELETE", `/api/v1/account/account/${author.id}`, { token: author.jwt })).status).toBe(204)
    const page = await world.profilePage(facility.id)
    expect(page.items).toEqual([expect.objectContaining({ id, author: null, badge: "unverified" })])
    expect(await scoresOf(facility.id)).toMatchObject({ opinions_count: 1 })
  })
})

describe("a profile's opinions", () => {
  it("come newest first, ten a page, with the page object's links", async () => {
    const facility = await world.quietFacility()
    // Twelve published opinions a day apart, written straight to the database: paging is the point here.
    await server.query(
      `insert into opinions (facility_id, rating_cleanliness, rating_staff, rating_food, comment, author_name, author_surname, status, created_at)
       select $1, 4, 4, 4, 'Opinia numer ' || n || ' — dość długa, by spełnić wymóg pięćdziesięciu znaków.', 'Jan', 'Kowal', 'accepted',
         now() - n * interval '1 day'
       from generate_series(1, 12) n`,
      [facility.id]
    )
    const first = await world.profilePage(facility.id)
    expect(first).toMatchObject({ itemsReceived: 10, curPage: 1, nextPage: 2, prevPage: null, offset: 0, itemsTotal: 12, pageTotal: 2 })
    const second = await world.profilePage(facility.id, 2)
    expect(second).toMatchObject({ itemsReceived: 2, curPage: 2, nextPage: null, prevPage: 1, offset: 10, itemsTotal: 12 })
    const comments = [...first.items, ...second.items].map((item: { comment: string }) => Number(/numer (\d+)/.exec(item.comment)![1]))
    expect(comments).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect((await world.profilePage(facility.id, 3))).toMatchObject({ items: [], itemsTotal: 12 })
    expect((await call("GET", `/api/facility/list/${facility.id}/opinions?page=0`)).status).toBe(400)
    expect((await call("GET", "/api/facility/list/no-such-facility-anywhere/opinions")).status).toBe(404)
  })
})
