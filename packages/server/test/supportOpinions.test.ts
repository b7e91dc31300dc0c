import { MODERATION_PAGE_SIZE } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call, mailTo } = world

interface DeskItem {
  readonly kind: "opinion" | "answer"
  readonly id: number
  readonly status: string
  readonly reports: number
  readonly queued_at: number
  readonly facility_id: number
}
interface DeskPage {
  readonly items: ReadonlyArray<DeskItem>
  readonly itemsTotal: number
  readonly itemsReceived: number
  readonly curPage: number
  readonly nextPage: number | null
  readonly prevPage: number | null
  readonly pageTotal: number
}

const desk = async (query: string): Promise<DeskPage> => {
  const response = await call("GET", `/api/v1/support/opinions?${query}`, { token: support.jwt })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}
const ids = (page: DeskPage) => page.items.map((item) => item.id)

/** `count` pending opinions about a fresh facility, oldest first, each by a new parent. */
const pendingAbout = async (count: number) => {
  const facility = await world.quietFacility()
  const authors: Array<Person> = []
  const opinions: Array<number> = []
  for (let index = 0; index < count; index++) {
    const author = await world.newParent()
    authors.push(author)
    opinions.push(await world.written(author, facility.id, { surname: `Autorka${"abcdefghijklmnopqrstuvwxyz"[index % 26]!}` }))
  }
  return { facility, authors, opinions }
}

const bulk = (body: unknown, person: Person = support) => call("POST", "/api/v1/support/opinions/bulk", { token: person.jwt, body })

describe("the desk's list of opinions", () => {
  it("is paged like the catalogues, oldest first by default, newest first on demand", async () => {
    const { facility, opinions } = await pendingAbout(MODERATION_PAGE_SIZE + 2)
    const first = await desk(`facility=${facility.id}`)
    expect(first).toMatchObject({ curPage: 1, nextPage: 2, prevPage: null, itemsTotal: MODERATION_PAGE_SIZE + 2, pageTotal: 2, itemsReceived: MODERATION_PAGE_SIZE })
    expect(ids(first)).toEqual(opinions.slice(0, MODERATION_PAGE_SIZE))
    expect(first.items.every((item) => item.kind === "opinion" && item.status === "pending" && item.reports === 0)).toBe(true)
    const second = await desk(`facility=${facility.id}&page=2`)
    expect(second).toMatchObject({ curPage: 2, nextPage: null, prevPage: 1, itemsReceived: 2 })
    expect(ids(second)).toEqual(opinions.slice(MODERATION_PAGE_SIZE))
    expect(ids(await desk(`facility=${facility.id}&order=newest&page=2`))).toEqual(opinions.slice(0, 2).reverse())
    // Without a facility: every waiting opinion, the seed's older ones first.
    const everything = await desk("")
    expect(everything.itemsTotal).toBeGreaterThanOrEqual(MODERATION_PAGE_SIZE + 2)
    const times = everything.items.map((item) => item.queued_at)
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it("filters by state, search and city; answers are moderated in the same place", async () => {
    const { facility, authors, opinions } = await pendingAbout(3)
    await world.decided(support, opinions[0]!, "accept")
    await world.decided(support, opinions[1]!, "reject", { reason: "Treść narusza regulamin." })
    expect(ids(await desk(`facility=${facility.id}`))).toEqual([opinions[2]])
    expect((await desk(`facility=${facility.id}&state=accepted`)).items).toEqual([expect.objectContaining({ id: opinions[0], status: "accepted" })])
    expect((await desk(`facility=${facility.id}&state=rejected`)).items).toEqual([expect.objectContaining({ id: opinions[1], status: "rejected" })])

    // Search: the author, the text, the facility's name; % is a character, not a wildcard.
    expect(ids(await desk(`q=${encodeURIComponent(`Ewa Autorkac`)}&facility=${facility.id}`))).toEqual([opinions[2]])
    expect(ids(await desk(`q=autorkab&state=rejected`))).toContain(opinions[1])
    expect(ids(await desk(`q=${encodeURIComponent(facility.name)}&state=accepted`))).toContain(opinions[0])
    expect((await desk(`q=${encodeURIComponent("100%")}&facility=${facility.id}`)).itemsTotal).toBe(0)
    const [town] = await server.query<{ slug: string; name: string }>(
      "select t.slug, t.name from facilities f join towns t on t.id = f.town_id where f.id = $1", [facility.id])
    expect(ids(await desk(`city=${town!.slug}&state=accepted&order=newest`))).toContain(opinions[0])
    expect(ids(await desk(`city=${town!.slug}-nie-ma&state=accepted`))).toEqual([])
    expect(ids(await desk(`q=${encodeURIComponent(town!.name)}&state=accepted&order=newest`))).toContain(opinions[0])

    // An owner's answer waits on the same desk, as kind 'answer'.
    await world.makeMember(authors[0]!, facility.id, "OWNER")
    expect((await world.answer(authors[0]!, opinions[0]!, "Dziękujemy, zapraszamy ponownie.")).status).toBe(200)
    expect((await desk(`facility=${facility.id}`)).items.map((item) => [item.kind, item.id])).toEqual([["opinion", opinions[2]], ["answer", opinions[0]]])
    expect(ids(await desk(`facility=${facility.id}&q=zapraszamy`))).toEqual([opinions[0]])
  })

  it("lists reported items, and the reports of one opinion: who, why, how many", async () => {
    const facility = await world.quietFacility()
    const { id } = await world.published(support, facility.id)
    const [first, second] = [await world.newParent(), await world.newParent()]
    for (const [person, reason, content] of [[first, "spam", ""], [second, "other", "To reklama innej placówki."]] as const) {
      expect((await call("POST", "/api/v1/report", { token: person.jwt, body: { target: `opinion:${id}`, reason, content } })).status).toBe(201)
    }
    expect((await desk(`facility=${facility.id}&state=accepted&reported=true`)).items).toEqual([expect.objectContaining({ id, reports: 2 })])
    expect((await desk(`facility=${facility.id}&state=accepted&reported=false`)).itemsTotal).toBe(1)
    const reports = await call("GET", `/api/v1/support/opinions/${id}/reports`, { token: support.jwt })
    expect(reports.status).toBe(200)
    expect(reports.body.map((report: { reporter_email: string; reason: string; content: string; target: string }) =>
      [report.reporter_email, report.reason, report.content, report.target])).toEqual([
      [second.email, "other", "To reklama innej placówki.", `opinion:${id}`],
      [first.email, "spam", "", `opinion:${id}`]
    ])
    const missing = await call("GET", "/api/v1/support/opinions/2000000000/reports", { token: support.jwt })
    expect(missing.status).toBe(404)
    expect(errorOf(missing).data.error.msg).toBe("ERROR_OPINION_NOT_FOUND")
    expect((await call("GET", `/api/v1/support/opinions/${id}/reports`, { token: first.jwt })).status).toBe(403)
  })

  it("refuses a query it cannot read: 400 under the field", async () => {
    for (const [query, field] of [["state=pending", "state"], ["order=random", "order"], ["page=0", "page"], ["facility=abc", "facility"], ["reported=yes", "reported"]] as const) {
      const response = await call("GET", `/api/v1/support/opinions?${query}`, { token: support.jwt })
      expect(response.status, query).toBe(400)
      expect(Object.keys(errorOf(response).data.error.schema ?? {}), query).toContain(field)
    }
  })
})

describe("bulk verdicts", () => {
  it("accept many at once: each published, audited and mailed as a single verdict is", async () => {
    const { facility, authors, opinions } = await pendingAbout(3)
    const response = await bulk({ items: opinions.map((id) => ({ kind: "opinion", id })), verdict: "accept" })
    expect(response.status).toBe(204)
    expect((await desk(`facility=${facility.id}&state=accepted`)).itemsTotal).toBe(3)
    for (const author of authors) expect((await mailTo(author.email))[0]!.subject).toMatch(/opublikowana|Opinia/)
    const trail = (await call("GET", `/api/v1/support/audit?facility=${facility.id}`, { token: support.jwt })).body
    expect(trail.items.map((entry: { action: string; after: { opinion: number } }) => [entry.action, entry.after.opinion]).sort()).toEqual(
      opinions.map((id) => ["opinion.accept", id]).sort())
  })

  it("reject many with one reason, told to every author", async () => {
    const { facility, authors, opinions } = await pendingAbout(2)
    const response = await bulk({ items: opinions.map((id) => ({ kind: "opinion", id })), verdict: "reject", reason: "Opinie napisane przez tę samą osobę." })
    expect(response.status).toBe(204)
    for (const author of authors) expect((await mailTo(author.email))[0]!.text).toContain("Opinie napisane przez tę samą osobę.")
    expect((await desk(`facility=${facility.id}&state=rejected`)).itemsTotal).toBe(2)
    const trail = (await call("GET", `/api/v1/support/audit?facility=${facility.id}`, { token: support.jwt })).body
    expect(trail.items.filter((entry: { action: string }) => entry.action === "opinion.reject")).toHaveLength(2)
  })

  it("is all or nothing: an item that is not there is a 404 and nothing is decided", async () => {
    const { facility, opinions } = await pendingAbout(2)
    const response = await bulk({ items: [...opinions.map((id) => ({ kind: "opinion", id })), { kind: "opinion", id: 2_000_000_000 }], verdict: "accept" })
    expect(response.status).toBe(404)
    expect(errorOf(response).data.error.msg).toBe("ERROR_OPINION_NOT_FOUND")
    expect((await desk(`facility=${facility.id}`)).itemsTotal).toBe(2)
    expect((await call("GET", `/api/v1/support/audit?facility=${facility.id}`, { token: support.jwt })).body.itemsTotal).toBe(0)
  })

  it("refuses bad input with 400 under the field, and anyone but support with 403", async () => {
    const { opinions } = await pendingAbout(1)
    const items = [{ kind: "opinion", id: opinions[0] }]
    for (const [body, field] of [
      [{ items, verdict: "reject" }, "reason"],
      [{ items, verdict: "reject", reason: "no" }, "reason"],
      [{ items: [], verdict: "accept" }, "items"],
      [{ items: Array.from({ length: 101 }, (_, index) => ({ kind: "opinion", id: index + 1 })), verdict: "accept" }, "items"],
      [{ items, verdict: "maybe" }, "verdict"]
    ] as const) {
      const response = await bulk(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(Object.keys(errorOf(response).data.error.schema ?? {})).toContain(field)
    }
    const parent = await world.newParent()
    expect((await bulk({ items, verdict: "accept" }, parent)).status).toBe(403)
  })
})
