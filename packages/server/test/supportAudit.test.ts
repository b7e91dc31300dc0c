import { describe, expect, it } from "vitest"
import { opinionWorld } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

interface AuditEntry {
  readonly action: string
  readonly actor: { id: string; email: string } | null
  readonly facility_id: number | null
  readonly account_id: string | null
  readonly before: unknown
  readonly after: unknown
  readonly at: number
}

interface AuditPage {
  readonly items: ReadonlyArray<AuditEntry>
  readonly itemsTotal: number
  readonly nextPage: number | null
}

const trail = async (query: string): Promise<AuditPage> => {
  const response = await call("GET", `/api/v1/support/audit?${query}`, { token: support.jwt })
  expect(response.status).toBe(200)
  return response.body
}

describe("the audit trail of support actions", () => {
  it("keeps each verdict with who gave it, on which facility and author, before and after", async () => {
    const facility = await world.quietFacility()
    const author = await world.newParent()
    const accepted = await world.written(author, facility.id)
    const rejected = await world.written(await world.newParent(), facility.id)
    await world.decided(support, accepted, "accept", { recommended: true })
    await world.decided(support, rejected, "reject", { reason: "Treść narusza regulamin." })

    const page = await trail(`facility=${facility.id}`)
    expect(page.itemsTotal).toBe(2)
    // Newest first.
    expect(page.items.map((entry) => entry.action)).toEqual(["opinion.reject", "opinion.accept"])
    expect(page.items[1]).toMatchObject({
      actor: { id: support.id, email: support.email },
      facility_id: facility.id,
      account_id: author.id,
      before: { opinion: accepted, status: "pending" },
      after: { opinion: accepted, status: "accepted", recommended: true }
    })
    expect(page.items[0]).toMatchObject({ after: { opinion: rejected, status: "rejected", reason: "Treść narusza regulamin." } })
    // One account's trail: what was done to it.
    expect((await trail(`account=${author.id}`)).items.map((entry) => entry.action)).toEqual(["opinion.accept"])
  })

  it("keeps nothing of a verdict that failed", async () => {
    const before = (await trail("")).itemsTotal
    expect((await call("POST", "/api/v1/support/opinions/2147483000/accept", { token: support.jwt, body: {} })).status).toBe(404)
    expect((await trail("")).itemsTotal).toBe(before)
  })

  it("refuses a malformed filter with the catalogue's 400", async () => {
    const response = await call("GET", "/api/v1/support/audit?account=not-a-uuid", { token: support.jwt })
    expect(response.status).toBe(400)
  })
})
