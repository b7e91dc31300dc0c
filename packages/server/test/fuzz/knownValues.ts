import fc from "fast-check"
import { demoAccount } from "../../src/db/seed/demoAccounts"
import type { TestServer } from "../support/testServer"
import { filterQuery } from "./filterQueries"

/**
 * Values by field name (wire form), mixed into generated requests so that valid calls also
 * reach the paths behind a lookup: an existing facility, a voivodeship with one of its cities,
 * tags, opinions and answers one can report, a child's birth date the age rule takes, the
 * caller's own account, the demo parent's credentials, filter queries in the grammar.
 */
export type KnownValues = Readonly<Record<string, fc.Arbitrary<unknown>>>

const column = async (server: TestServer, sql: string, params: ReadonlyArray<unknown> = []): Promise<Array<string>> =>
  (await server.query<{ v: unknown }>(sql, params)).map((row) => String(row.v))

const childBornYearsAgo = (years: number) => {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  return date.toISOString().slice(0, 10)
}

export const loadKnownValues = async (server: TestServer, ownAccountId: string): Promise<KnownValues> => {
  const parent = demoAccount("parent")
  const facilityIds = await column(server, "select id as v from facilities order by id limit 3")
  const facilitySlugs = await column(server, "select slug as v from facilities where slug is not null order by id limit 3")
  const voivodeships = await column(server, "select slug as v from voivodeships order by slug")
  // One voivodeship with its biggest cities and their districts, so the three make real triples.
  const [home] = await column(
    server,
    "select v.slug as v from towns t join voivodeships v on v.id = t.voivodeship_id order by t.population desc limit 1"
  )
  const cities = await column(
    server,
    `select t.slug as v from towns t join voivodeships v on v.id = t.voivodeship_id
     where v.slug = $1 order by t.population desc limit 3`,
    [home]
  )
  const districts = await column(
    server,
    "select d.slug as v from districts d join towns t on t.id = d.town_id where t.slug = $1 order by d.slug limit 3",
    [cities[0]]
  )
  // What can be reported: published opinions, and opinions whose answer is published.
  const reportable = await column(
    server,
    `(select 'opinion:' || id as v from opinions where status = 'accepted' order by id limit 3)
     union all (select 'answer:' || id as v from opinions where answer_status = 'accepted' order by id limit 3)`
  )
  const tagKeys = await column(server, "select key as v from tags order by key limit 8")
  const tags = fc.subarray(tagKeys, { maxLength: 3 })
  return {
    id: fc.constantFrom(...facilityIds, ...facilitySlugs, ownAccountId),
    facility_id: fc.constantFrom(...facilityIds.map(Number)),
    target: fc.constantFrom(...reportable),
    // A child of one to six, so that an application gets past the age rule to the database.
    child_birth_date: fc.integer({ min: 1, max: 6 }).map(childBornYearsAgo),
    account: fc.constant(ownAccountId),
    param: fc.constantFrom(...voivodeships.slice(0, 3), ...cities),
    slug: fc.constantFrom(...voivodeships),
    voivodeship_slug: fc.constant(home!),
    city_slug: fc.constantFrom(...cities),
    district: fc.constantFrom(...districts, null),
    required_specialization: tags,
    required_ownership: tags,
    email: fc.constant(parent.email),
    to: fc.constant(parent.email),
    password: fc.constant(parent.password),
    current_password: fc.constant(parent.password),
    query: filterQuery([...cities, ...facilitySlugs, ...tagKeys, home!, "3"])
  }
}
