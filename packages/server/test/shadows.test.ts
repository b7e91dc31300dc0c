import { ownerPermissions, slugify } from "@pociecha/core"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { publicFacility } from "../src/repositories/facilityRepository"
import { pdfDocument, shadowForm, type DocumentPart } from "./support/documents"
import { accountsOf } from "./support/accounts"
import { errorOf, request } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call, mailTo, newParent } = world
const accounts = accountsOf(() => server.baseUrl)

/** An unverified facility parents can see, that nobody runs or claims, not handed out before. */
const unclaimedFacility = () =>
  world.untakenFacility<{ id: number; slug: string; name: string; city: string; voivodeship: string; specialization: string }>(
    "an unclaimed facility",
    `select f.id, f.slug, f.name, t.slug as city, v.slug as voivodeship, f.specialization[1]::text as specialization
     from facilities f join towns t on t.id = f.town_id join voivodeships v on v.id = f.voivodeship_id
     where ${publicFacility} and f.status = 'unknown' and f.shadow_status is null and f.slug is not null
       and f.id <> all($1::int[])
       and not exists (select 1 from facility_members m where m.facility_id = f.id)
       and not exists (select 1 from shadow_facilities s where s.facility_id = f.id)
     order by f.id limit 1`
  )

/** The wizard's data for a facility (a claim) or for a new one in its town (a creation). */
const dataFor = (facility: Awaited<ReturnType<typeof unclaimedFacility>>, claim: boolean, overrides: Record<string, unknown> = {}) => ({
  ...(claim ? { facility_id: facility.id } : {}),
  name: claim ? facility.name : "Żłobek Pod Kasztanem",
  specialization: [facility.specialization],
  city: facility.city,
  voivodeship: facility.voivodeship,
  post_code: "31-147",
  street: "ul. Długa",
  building_number: "12A",
  apartment_number: "",
  phone: "12 345 67 89",
  lat: 50.0671,
  lng: 19.9449,
  ...overrides
})

const send = (person: Person | null, data: unknown, documents: ReadonlyArray<DocumentPart> = [pdfDocument()]) =>
  call("POST", "/api/v1/shadow", { ...(person === null ? {} : { token: person.jwt }), form: shadowForm(data, documents) })

const sent = async (person: Person, data: unknown, documents?: ReadonlyArray<DocumentPart>) => {
  const response = await send(person, data, documents)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

const decide = (person: Person, id: number, action: "accept" | "decline", body?: unknown) =>
  call("POST", `/api/v1/shadow/${id}/${action}`, { token: person.jwt, ...(body === undefined ? {} : { body }) })
const userOf = async (person: Person) => (await call("GET", `/api/v1/account/account/${person.id}`, { token: person.jwt })).body
const owned = async (person: Person) => (await call("GET", "/api/v1/facility/owned", { token: person.jwt })).body
const profile = (ref: number | string) => call("GET", `/api/facility/list/${ref}`)
const storedDocuments = () => {
  if (server.config.storage.kind !== "disk") throw new Error("the tests store files on disk")
  const folder = join(server.config.storage.dir, "private", "shadow-documents")
  try {
    return readdirSync(folder).length
  } catch {
    return 0
  }
}
const counts = async () => (await server.query<{ shadows: number; documents: number; facilities: number }>(
  `select (select count(*)::int from shadow_facilities) as shadows, (select count(*)::int from shadow_documents) as documents,
     (select count(*)::int from facilities) as facilities`
))[0]

describe("a claim of an unverified facility", () => {
  it("waits with its PDF, the profile unchanged; support reads the document and accepts: the sender owns the facility, verified", async () => {
    const facility = await unclaimedFacility()
    const before = (await profile(facility.id)).body
    const director = await newParent()

    const record = await sent(director, dataFor(facility, true))
    expect(record).toMatchObject({
      kind: "claim",
      status: "pending",
      facility_id: facility.id,
      facility_status: "unknown",
      account: { id: director.id, email: director.email },
      data: { name: facility.name, post_code: "31-147", apartment_number: null, city: facility.city },
      decided_at: null,
      decline_reason: null
    })
    expect(record.documents).toEqual([
      { id: expect.any(Number), file_name: "wpis-do-rejestru.pdf", content_type: "application/pdf", size: pdfDocument().bytes.length, url: `/api/v1/shadow/${record.id}/documents/${record.documents[0].id}` }
    ])
    expect((await mailTo(director.email))[0]!.subject).toBe("Otrzymaliśmy Twoje zgłoszenie placówki")

    const mine = { id: record.id, facility_id: facility.id, slug: facility.slug, name: facility.name, status: "unknown", shadow_status: "pending", kind: "claim", decline_reason: null, created_at: expect.any(Number), is_shadow: true }
    expect(await owned(director)).toEqual({ facilities: [], shadow_facilities: [mine] })
    expect((await userOf(director)).shadow_facilities).toEqual([mine])
    // A waiting claim changes nothing anyone else sees.
    expect((await profile(facility.id)).body).toEqual(before)
    // Again while it waits: one claim at a time.
    const again = await send(director, dataFor(facility, true))
    expect(again.status).toBe(409)
    expect(errorOf(again).data.error.msg).toBe("ERROR_CLAIM_ALREADY_SENT")

    const desk = await call("GET", "/api/v1/shadow", { token: support.jwt })
    expect(desk.status).toBe(200)
    expect(desk.body.find((item: { id: number }) => item.id === record.id)).toEqual(record)
    for (const person of [support, director]) {
      const download = await fetch(`${server.baseUrl}${record.documents[0].url}`, { headers: { authorization: `Bearer ${person.jwt}` } })
      expect(download.status).toBe(200)
      expect(download.headers.get("content-type")).toBe("application/pdf")
      expect(download.headers.get("content-disposition")).toContain("wpis-do-rejestru.pdf")
      expect(download.headers.get("cache-control")).toBe("no-store")
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfDocument().bytes)
    }
    // Never public: not at /files, whatever its key.
    const [document] = await server.query<{ storage_key: string }>("select storage_key from shadow_documents where shadow_id = $1", [record.id])
    const storage_key = document?.storage_key ?? "missing"
    expect(storage_key).toMatch(/^private\/shadow-documents\/[0-9a-f-]+\.pdf$/)
    expect((await call("GET", `/files/${storage_key}`)).status).toBe(404)

    const accepted = await decide(support, record.id, "accept")
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ id: record.id, status: "accepted", facility_status: "registered", decided_at: expect.any(Number) })
    const user = await userOf(director)
    expect(user.perms[String(facility.id)]).toEqual([...ownerPermissions])
    expect(user.facilities).toEqual([{ id: facility.id, slug: facility.slug, name: facility.name, status: "registered" }])
    expect(user.shadow_facilities).toEqual([])
    expect((await profile(facility.id)).body).toMatchObject({ status: "registered", shadow_status: null, account_id: director.id, facility_owner_account_id: director.id })
    const [welcome] = await mailTo(director.email)
    expect(welcome!.subject).toBe(`Placówka „${facility.name}” jest Twoja`)
    expect(welcome!.text).toContain(`/user_facility/${facility.id}`)

    // Decided: not again; the facility has its owner now.
    expect((await decide(support, record.id, "accept")).status).toBe(409)
    const late = await send(await newParent(), dataFor(facility, true))
    expect(late.status).toBe(409)
    expect(errorOf(late).data.error.msg).toBe("ERROR_FACILITY_ALREADY_CLAIMED")
  })

  it("by three accounts: accepting one declines the others in the same step, each sender mailed in their language, each decline audited", async () => {
    const facility = await unclaimedFacility()
    const [first, second, third] = [await newParent(), await newParent(), await newParent()]
    expect((await call("PATCH", `/api/v1/account/account/${third.id}`, { token: third.jwt, body: { language: "en" } })).status).toBe(200)
    const one = await sent(first, dataFor(facility, true))
    const other = await sent(second, dataFor(facility, true, { phone: "600 100 200" }))
    const late = await sent(third, dataFor(facility, true, { phone: "600 100 300" }))
    expect((await decide(support, one.id, "accept")).status).toBe(200)

    for (const [person, record] of [[second, other], [third, late]] as const) {
      expect((await userOf(person)).perms).toEqual({})
      const desk = (await call("GET", "/api/v1/shadow", { token: person.jwt })).body
      expect(desk.find((item: { id: number }) => item.id === record.id)).toMatchObject({ status: "rejected", decided_at: expect.any(Number) })
    }
    expect((await mailTo(second.email))[0]).toMatchObject({
      subject: "Zgłoszenie placówki zostało odrzucone",
      text: expect.stringContaining("Placówka została przyznana innej osobie")
    })
    expect((await mailTo(third.email))[0]).toMatchObject({
      subject: "Your facility claim was declined",
      text: expect.stringContaining("The facility went to another person")
    })
    // Decided already: neither can be accepted nor declined again.
    expect((await decide(support, other.id, "accept")).status).toBe(409)
    expect((await decide(support, late.id, "decline", { reason: "Jeszcze raz." })).status).toBe(409)

    const trail = (await call("GET", `/api/v1/support/audit?facility=${facility.id}`, { token: support.jwt })).body
    expect(trail.items.map((entry: { action: string; account_id: string; actor: { id: string } }) => [entry.action, entry.account_id, entry.actor.id])).toEqual([
      ["shadow.decline", third.id, support.id],
      ["shadow.decline", second.id, support.id],
      ["shadow.accept", first.id, support.id]
    ])
    expect(trail.items[0].after).toEqual({ shadow: late.id, status: "rejected", reason: "The facility went to another person whose claim we accepted first.", outclaimed_by: one.id })
    expect(trail.items[2].after).toEqual({ shadow: one.id, status: "accepted", kind: "claim" })
  })

  it("takes the verified data once accepted: a corrected name, address and pin", async () => {
    const facility = await unclaimedFacility()
    const director = await newParent()
    const record = await sent(director, dataFor(facility, true, { name: "Przedszkole Zielona Dolina", street: "ul. Polna", lat: 50.05, lng: 19.93 }))
    expect((await profile(facility.id)).body.name).toBe(facility.name)
    await decide(support, record.id, "accept")
    expect((await profile(facility.id)).body).toMatchObject({
      name: "Przedszkole Zielona Dolina", street: "ul. Polna", building_number: "12A", post_code: "31-147", location: { lat: 50.05, lng: 19.93 }
    })
    expect((await call("GET", `/api/facility/list/${facility.id}/phone`)).body).toMatchObject({ phone: "12 345 67 89" })
  })
})

describe("a new facility", () => {
  it("is made inactive on submission; support declines it with a reason: rejected in the sender's list, mailed", async () => {
    const town = await unclaimedFacility()
    const founder = await newParent()
    const record = await sent(founder, dataFor(town, false))
    expect(record).toMatchObject({ kind: "creation", status: "pending", facility_name: "Żłobek Pod Kasztanem", facility_status: "unknown" })
    const [row] = await server.query<{ slug: string; active: boolean; shadow_status: string; account_id: string }>(
      "select slug, active, shadow_status, account_id::text from facilities where id = $1", [record.facility_id])
    expect(row).toMatchObject({ active: false, shadow_status: "pending", account_id: founder.id })
    expect(row!.slug.startsWith(slugify(`Żłobek Pod Kasztanem`))).toBe(true)
    expect(record.facility_slug).toBe(row!.slug)
    // Not public while it waits.
    expect((await profile(record.facility_id)).status).toBe(404)
    expect((await profile(row!.slug)).status).toBe(404)
    expect((await owned(founder)).shadow_facilities).toEqual([expect.objectContaining({ id: record.id, shadow_status: "pending", kind: "creation" })])

    const declined = await decide(support, record.id, "decline", { reason: "Brak wpisu do rejestru żłobków." })
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ status: "rejected", decline_reason: "Brak wpisu do rejestru żłobków." })
    expect((await userOf(founder)).shadow_facilities).toEqual([
      expect.objectContaining({ id: record.id, shadow_status: "rejected", decline_reason: "Brak wpisu do rejestru żłobków." })
    ])
    const [letter] = await mailTo(founder.email)
    expect(letter!.subject).toBe("Zgłoszenie placówki zostało odrzucone")
    expect(letter!.text).toContain("Brak wpisu do rejestru żłobków.")
    expect((await profile(record.facility_id)).status).toBe(404)
    expect((await decide(support, record.id, "decline", { reason: "Jeszcze raz." })).status).toBe(409)
  })

  it("goes live once accepted, still unverified, its sender the owner, logged out; two of the same name in a town get their own slugs", async () => {
    const town = await unclaimedFacility()
    const { email, password } = await accounts.signUpAndConfirm()
    const session = await accounts.logIn(email, password)
    const founder: Person = { id: String(session.user.id), email, jwt: session.jwt }
    const first = await sent(founder, dataFor(town, false, { name: "Klub Malucha Sówka" }))
    const second = await sent(await newParent(), dataFor(town, false, { name: "Klub Malucha Sówka" }))
    expect(second.facility_slug).not.toBe(first.facility_slug)
    const accepted = await decide(support, first.id, "accept")
    expect(accepted.status).toBe(200)
    // Management 4: a new facility keeps status 'unknown' (UNVERIFIED), and accepting it logs its sender out.
    expect(accepted.body).toMatchObject({ status: "accepted", facility_status: "unknown" })
    expect((await profile(first.facility_slug)).body).toMatchObject({ name: "Klub Malucha Sówka", status: "unknown", shadow_status: "accepted", active: true })
    expect((await owned(founder)).data.error.msg).toBe("ERROR_INVALID_JWT")
    expect((await call("POST", "/api/v1/account/refresh", { cookie: session.cookie })).status).toBe(401)
    const again = await accounts.logIn(email, password)
    expect((await userOf({ ...founder, jwt: again.jwt })).facilities).toEqual([
      { id: first.facility_id, slug: first.facility_slug, name: "Klub Malucha Sówka", status: "unknown" }
    ])
  })
})

describe("deleting a record", () => {
  it("is support's: the record and its documents go; a new facility that never went live goes with it", async () => {
    const town = await unclaimedFacility()
    const founder = await newParent()
    const filesBefore = storedDocuments()
    const record = await sent(founder, dataFor(town, false), [pdfDocument("a.pdf"), pdfDocument("b.pdf")])
    expect(storedDocuments()).toBe(filesBefore + 2)
    expect((await call("DELETE", `/api/v1/shadow/${record.id}`, { token: founder.jwt })).status).toBe(403)
    expect((await call("DELETE", `/api/v1/shadow/${record.id}`, { token: support.jwt })).status).toBe(204)
    expect(storedDocuments()).toBe(filesBefore)
    expect(await server.query("select id from shadow_facilities where id = $1", [record.id])).toEqual([])
    expect(await server.query("select id from facilities where id = $1", [record.facility_id])).toEqual([])
    expect((await owned(founder)).shadow_facilities).toEqual([])
    expect((await call("DELETE", `/api/v1/shadow/${record.id}`, { token: support.jwt })).status).toBe(404)
    const trail = (await call("GET", `/api/v1/support/audit?account=${founder.id}`, { token: support.jwt })).body
    expect(trail.items[0]).toMatchObject({
      action: "shadow.delete",
      facility_id: record.facility_id,
      before: { shadow: record.id, status: "pending", kind: "creation", name: "Żłobek Pod Kasztanem" },
      after: null
    })
  })

  it("goes with its sender's account: the documents' files, and a new facility that never went live; a claimed one stays", async () => {
    const claimed = await unclaimedFacility()
    const town = await unclaimedFacility()
    const sender = await newParent()
    const filesBefore = storedDocuments()
    const claim = await sent(sender, dataFor(claimed, true), [pdfDocument("a.pdf"), pdfDocument("b.pdf")])
    const creation = await sent(sender, dataFor(town, false))
    expect(storedDocuments()).toBe(filesBefore + 3)
    expect((await call("DELETE", `/api/v1/account/account/${sender.id}`, { token: sender.jwt })).status).toBe(204)
    expect(storedDocuments()).toBe(filesBefore)
    expect(await server.query("select id from shadow_facilities where id in ($1, $2)", [claim.id, creation.id])).toEqual([])
    expect(await server.query("select id from facilities where id = $1", [creation.facility_id])).toEqual([])
    expect((await profile(claimed.id)).status).toBe(200)
  })
})

describe("refused claims store nothing", () => {
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])
  const sixMegabytes = () => {
    const bytes = new Uint8Array(6 * 1024 * 1024)
    bytes.set(pdfDocument().bytes)
    return bytes
  }
  const cases: ReadonlyArray<[string, ReadonlyArray<DocumentPart>, string]> = [
    ["an executable named .pdf", [pdfDocument(), { bytes: exe, name: "wpis.pdf", type: "application/pdf" }], "INVALID_FILE_FORMAT"],
    ["no document", [], "DOCUMENT_REQUIRED"],
    ["a 6 MB document", [{ bytes: sixMegabytes(), name: "skan.pdf", type: "application/pdf" }], "FILE_TOO_LARGE"],
    ["six documents", Array.from({ length: 6 }, (_, i) => pdfDocument(`${i}.pdf`)), "TOO_MANY_ITEMS"]
  ]

  it.each(cases)("%s: 400 under documents", async (_label, documents, key) => {
    const facility = await unclaimedFacility()
    const person = await newParent()
    const before = { rows: await counts(), files: storedDocuments() }
    const response = await send(person, dataFor(facility, true), documents)
    expect(response.status).toBe(400)
    expect(errorOf(response).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { documents: [key] } })
    expect({ rows: await counts(), files: storedDocuments() }).toEqual(before)
    expect(await mailTo(person.email)).toHaveLength(1)
  })

  it("data the wizard would refuse: 400 under each field of `data`", async () => {
    const facility = await unclaimedFacility()
    const person = await newParent()
    const before = await counts()
    const response = await send(person, dataFor(facility, true, { post_code: "31147", phone: "12 34", name: " " }))
    expect(response.status).toBe(400)
    expect(errorOf(response).data.error.schema).toEqual({
      "data.name": ["FIELD_REQUIRED"], "data.post_code": ["POST_CODE_INVALID"], "data.phone": ["PHONE_FIELD_MINIMAL_INPUT"]
    })
    const unknownTown = await send(person, dataFor(facility, true, { city: "atlantyda" }))
    expect(errorOf(unknownTown).data.error.schema).toEqual({ city: ["FIELD_INVALID"] })
    const notASpecialization = await send(person, dataFor(facility, true, { specialization: [crypto.randomUUID()] }))
    expect(errorOf(notASpecialization).data.error.schema).toEqual({ specialization: ["FIELD_INVALID"] })
    const gone = await send(person, dataFor(facility, true, { facility_id: 999_999_999 }))
    expect(gone.status).toBe(404)
    expect(errorOf(gone).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
    expect(await counts()).toEqual(before)
  })

  it("from a guest: 401", async () => {
    expect((await send(null, dataFor(await unclaimedFacility(), true))).status).toBe(401)
  })
})

describe("who reads what", () => {
  it("a document is its sender's and support's: 403 for another account, 401 for a guest, 404 for none", async () => {
    const facility = await unclaimedFacility()
    const director = await newParent()
    const stranger = await newParent()
    const record = await sent(director, dataFor(facility, true))
    const url = record.documents[0].url as string
    expect((await request(server.baseUrl, "GET", url, { token: stranger.jwt })).status).toBe(403)
    expect((await request(server.baseUrl, "GET", url)).status).toBe(401)
    expect((await request(server.baseUrl, "GET", `/api/v1/shadow/${record.id}/documents/999999`, { token: director.jwt })).status).toBe(404)
    expect((await request(server.baseUrl, "GET", `/api/v1/shadow/999999/documents/1`, { token: support.jwt })).status).toBe(404)
    // The list: support sees what waits; anyone else only their own.
    expect((await call("GET", "/api/v1/shadow", { token: stranger.jwt })).body).toEqual([])
    expect((await call("GET", "/api/v1/shadow", { token: director.jwt })).body).toEqual([record])
    expect((await decide(director, record.id, "accept")).status).toBe(403)
  })
})
